import type { Db } from '../../db/client.ts';
import { readProduct } from '../../catalog/read-product.ts';
import { readProductReviews } from '../../reviews/read-product-reviews.ts';

/**
 * The product page: the catalog's product (404 unless visible) with its store's delivery days and
 * its rating (average, count and the 5★…1★ breakdown, from the product's own star tallies), and the
 * reviews domain's reviews. The two reads are independent, so they run side by side; a 404 discards
 * the reviews unread. The delivery fee table is not here: the estimate asks GET /api/delivery-fees
 * once a state is known, once per visit rather than on every product read (docs/benchmarks.md).
 * "More from this store" and "Similar items" come after first paint (catalog/read-related-products.ts).
 */
export async function readProductPage(db: Db, input: { productId: string }) {
  const [{ product, rating }, reviews] = await Promise.all([readProduct(db, input), readProductReviews(db, input)]);
  return { product, rating, reviews };
}
