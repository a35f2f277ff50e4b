import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, stores } from '../db/schema.ts';
import { productColumns } from './columns.ts';

/** Admin: the newest products of every store, active or not, with their store's name. */
export async function listAllProducts(db: DbOrTx) {
  return db
    .select({ ...productColumns, storeName: stores.name })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .orderBy(desc(products.createdAt))
    .limit(500);
}
