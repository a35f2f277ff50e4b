import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { productColumns } from './columns.ts';
import { ownedStore } from './owned-store.ts';
import { readStoreDeliveryDays } from './read-store-delivery-days.ts';

/**
 * The store management page: the owner's store, all its products, active or not, and its delivery
 * days (docs/product.md#delivery-estimates).
 */
export async function readManagedStore(db: DbOrTx, input: { storeId: string }, actor: Actor) {
  const store = await ownedStore(db, input.storeId, actor);
  const [storeProducts, deliveryDays] = await Promise.all([
    db.select(productColumns).from(products).where(eq(products.storeId, store.id)).orderBy(desc(products.createdAt)),
    readStoreDeliveryDays(db, store.id),
  ]);
  return { store, products: storeProducts, deliveryDays };
}
