import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { productColumns } from './columns.ts';
import { ownedStore } from './owned-store.ts';

/** The store management page: the owner's store and all its products, active or not. */
export async function readManagedStore(db: DbOrTx, input: { storeId: string }, actor: Actor) {
  const store = await ownedStore(db, input.storeId, actor);
  const storeProducts = await db
    .select(productColumns)
    .from(products)
    .where(eq(products.storeId, store.id))
    .orderBy(desc(products.createdAt));
  return { store, products: storeProducts };
}
