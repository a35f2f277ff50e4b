import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, returnRequests, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import type { Storage } from '../uploads/storage.ts';
import type { ReturnPhotoSize } from '../../shared/images.ts';
import { messages } from '../../shared/messages.ts';

/**
 * One photo of a return request, in one of its widths (docs/product.md#returns). Only the customer
 * whose order it is, the store's owner and admins may see it; to anyone else the request does not
 * exist (404), as for the decisions on it.
 */
export async function readReturnPhoto(
  db: DbOrTx,
  storage: Storage,
  input: { returnId: string; photoId: string; size: ReturnPhotoSize },
  actor: Actor,
): Promise<Buffer> {
  const [request] = await db
    .select({ photos: returnRequests.photos, customerId: orders.customerId, ownerId: stores.ownerId })
    .from(returnRequests)
    .innerJoin(orders, eq(orders.id, returnRequests.orderId))
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(returnRequests.id, input.returnId));
  const allowed =
    request && (actor.role === 'admin' || request.customerId === actor.id || request.ownerId === actor.id);
  if (!allowed) throw new AppError('not_found', messages.returns.notFound);
  const photo = request.photos.find((p) => p.id === input.photoId);
  const bytes = photo && storage.read ? await storage.read(photo[input.size].key) : null;
  if (!bytes) throw new AppError('not_found', messages.returns.photoNotFound);
  return bytes;
}
