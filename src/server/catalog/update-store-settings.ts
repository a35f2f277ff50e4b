import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { UpdateStoreSettingsInput } from '../../shared/schemas/pay-on-delivery.ts';
import { storeColumns } from './columns.ts';
import { ownedStore } from './owned-store.ts';

/**
 * The owner changes their store's settings: whether customers may pay at the door
 * (docs/product.md#pay-on-delivery). Only the owner, admins included (docs/product.md#store-management):
 * 404 for a store that does not exist, 403 for someone else's. One statement on the owner's row.
 */
export async function updateStoreSettings(
  db: DbOrTx,
  input: UpdateStoreSettingsInput & { storeId: string },
  actor: Actor,
) {
  const store = await ownedStore(db, input.storeId, actor);
  const [updated] = await db
    .update(stores)
    .set({ payOnDelivery: input.payOnDelivery })
    .where(and(eq(stores.id, store.id), eq(stores.ownerId, actor.id)))
    .returning(storeColumns);
  return updated ?? store;
}
