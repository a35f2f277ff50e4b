import type { Db } from '../db/client.ts';
import { readProduct } from '../catalog/read-product.ts';
import { readProductReviews } from '../reviews/read-product-reviews.ts';

/** The product page: the catalog's product (404 unless visible) and the reviews domain's ratings. */
export async function readProductPage(db: Db, input: { productId: string }) {
  const product = await readProduct(db, input);
  const { rating, reviews } = await readProductReviews(db, input);
  return { product, rating, reviews };
}
