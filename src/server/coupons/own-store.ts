import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { messages } from '../../shared/messages.ts';

/**
 * A store's coupons are its owner's to manage, as the store is (docs/product.md#store-management):
 * admins included, who make platform coupons instead. 404 when the store does not exist, 403 when
 * it is someone else's.
 */
export async function ownStore(db: DbOrTx, storeId: string, actor: Actor): Promise<{ id: string; name: string }> {
  const [store] = await db
    .select({ id: stores.id, name: stores.name, ownerId: stores.ownerId })
    .from(stores)
    .where(eq(stores.id, storeId));
  if (!store) throw new AppError('not_found', messages.access.storeNotFoundOrDenied);
  if (store.ownerId !== actor.id) throw new AppError('forbidden', messages.access.storeNotFoundOrDenied);
  return { id: store.id, name: store.name };
}
