import type { DbOrTx } from '../db/client.ts';
import { pageOfProducts, type Page } from './page-of-products.ts';

/** An active category and one page of its visible products; an inactive or unknown one is a 404. */
export async function readCategoryPage(db: DbOrTx, input: { slug: string } & Page) {
  const { owner: category, ...page } = await pageOfProducts(db, { by: 'category', slug: input.slug }, input);
  return { category, ...page };
}
