import type { Db } from '../db/client.ts';
import { readProduct } from '../catalog/read-product.ts';
import { readProductReviews } from '../reviews/read-product-reviews.ts';

/**
 * The product page: the catalog's product (404 unless visible) and the reviews domain's ratings.
 * The two reads are independent, so they run side by side; a 404 discards the reviews unread.
 */
export async function readProductPage(db: Db, input: { productId: string }) {
  const [product, { rating, reviews }] = await Promise.all([readProduct(db, input), readProductReviews(db, input)]);
  return { product, rating, reviews };
}
