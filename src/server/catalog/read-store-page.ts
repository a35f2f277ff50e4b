import type { DbOrTx } from '../db/client.ts';
import { pageOfProducts, type Page } from './page-of-products.ts';

/** An active store and one page of its visible products; an inactive or unknown one is a 404. */
export async function readStorePage(db: DbOrTx, input: { slug: string } & Page) {
  const { owner: store, ...page } = await pageOfProducts(db, { by: 'store', slug: input.slug }, input);
  return { store, ...page };
}
