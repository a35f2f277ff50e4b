import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { messages } from '../../shared/messages.ts';
import { storeColumns } from './columns.ts';

/**
 * The ownership check of store management. Only the owner manages a store (docs/product.md#store-management) — admins
 * included, who oversee stores from the admin pages instead. 404 when it does not exist, 403 when
 * it is someone else's.
 */
export async function ownedStore(db: DbOrTx, storeId: string, actor: Actor) {
  const [store] = await db
    .select(storeColumns)
    .from(stores)
    .where(and(eq(stores.id, storeId), eq(stores.ownerId, actor.id)));
  if (store) return store;
  const [exists] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, storeId));
  throw new AppError(exists ? 'forbidden' : 'not_found', messages.access.storeNotFoundOrDenied);
}
