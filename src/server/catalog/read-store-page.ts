import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { publicStoreColumns } from './columns.ts';
import { pageOfProducts, type Page } from './page-of-products.ts';

/** An active store and one page of its visible products; an inactive or unknown one is a 404. */
export async function readStorePage(db: DbOrTx, input: { slug: string } & Page) {
  const [store] = await db
    .select(publicStoreColumns)
    .from(stores)
    .where(and(eq(stores.slug, input.slug), eq(stores.isActive, true)));
  if (!store) throw new AppError('not_found', 'Not found');
  return { store, ...(await pageOfProducts(db, { by: 'store', id: store.id }, input)) };
}
