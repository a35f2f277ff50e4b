import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { storeDeliveryDays, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { StoreDeliveryDays } from '../../shared/delivery-days.ts';
import { ownedStore } from './owned-store.ts';
import { readStoreDeliveryDays, USUAL_DAYS_STATE } from './read-store-delivery-days.ts';

/**
 * The owner sets how many days their store takes to deliver (docs/product.md#delivery-estimates):
 * the usual days and the states that differ, replacing the whole set in one transaction (the store's
 * row locked first). Only the
 * owner, admins included (docs/product.md#store-management): 404 for a store that does not exist,
 * 403 for someone else's. Answers the set as saved.
 */
export async function setStoreDeliveryDays(
  db: DbOrTx,
  input: StoreDeliveryDays & { storeId: string },
  actor: Actor,
): Promise<StoreDeliveryDays> {
  const store = await ownedStore(db, input.storeId, actor);
  const rows = [
    ...(input.defaultDays ? [{ state: USUAL_DAYS_STATE, ...input.defaultDays }] : []),
    ...Object.entries(input.states).flatMap(([state, range]) => (range ? [{ state, ...range }] : [])),
  ].map((row) => ({ storeId: store.id, state: row.state, minDays: row.minDays, maxDays: row.maxDays }));
  return db.transaction(async (tx) => {
    // Two saves at once (two tabs) take turns on the store's row, so neither finds the other's rows.
    await tx.select({ id: stores.id }).from(stores).where(eq(stores.id, store.id)).for('update');
    await tx.delete(storeDeliveryDays).where(eq(storeDeliveryDays.storeId, store.id));
    if (rows.length > 0) await tx.insert(storeDeliveryDays).values(rows);
    return readStoreDeliveryDays(tx, store.id);
  });
}
