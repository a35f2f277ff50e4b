import type { Db } from '../db/client.ts';
import { readProduct } from '../catalog/read-product.ts';
import { readProductReviews } from '../reviews/read-product-reviews.ts';
import { readDeliveryFees } from '../delivery-fees/read-delivery-fees.ts';

/**
 * The product page: the catalog's product (404 unless visible) with its store's delivery days and
 * its rating (average, count and the 5★…1★ breakdown, from the product's own star tallies), the
 * reviews domain's reviews, and the delivery fee table, so the page can show the delivery estimate
 * of whichever state the shopper picks (docs/product.md#delivery-estimates) without asking again.
 * The reads are independent, so they run side by side; a 404 discards the others unread.
 * "More from this store" and "Similar items" come after first paint (catalog/read-related-products.ts).
 */
export async function readProductPage(db: Db, input: { productId: string }) {
  const [{ product, rating }, reviews, deliveryFees] = await Promise.all([
    readProduct(db, input),
    readProductReviews(db, input),
    readDeliveryFees(db),
  ]);
  return { product, rating, reviews, deliveryFees };
}
