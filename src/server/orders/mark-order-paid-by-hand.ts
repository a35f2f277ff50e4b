import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { platformDiscountKobo } from './platform-discount.ts';
import { orders, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { recordTracking } from './record-tracking.ts';
import { publishOrderEvents } from './publish-order-events.ts';

/**
 * A WhatsApp order is paid outside any provider, so a person vouches for it: the store's vendor or
 * an admin (docs/product.md#whatsapp). One conditional update: a second press, or a press on a cancelled or card
 * order, changes nothing.
 */
export async function markOrderPaidByHand(db: DbOrTx, orderId: string, actor: Actor) {
  const [order] = await db
    .select({
      id: orders.id,
      ownerId: stores.ownerId,
      paymentMethod: orders.paymentMethod,
      paymentId: orders.paymentId,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, orderId));
  if (!order || (actor.role !== 'admin' && order.ownerId !== actor.id)) {
    throw new AppError('not_found', messages.orders.notFound);
  }
  if (order.paymentMethod !== 'whatsapp') throw new AppError('conflict', messages.checkout.notWhatsApp);
  const [paid] = await db
    .update(orders)
    .set({ paymentStatus: 'completed' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')))
    .returning({
      id: orders.id,
      customerId: orders.customerId,
      storeId: orders.storeId,
      status: orders.status,
      totalAmountKobo: orders.totalAmountKobo,
      commissionKobo: orders.commissionKobo,
      platformDiscountKobo: platformDiscountKobo(),
    });
  if (!paid) throw new AppError('conflict', messages.checkout.orderNotPayable);
  await recordTracking(db, [paid.id], {
    status: messages.tracking.paymentReceived,
    notes: messages.tracking.paymentReceivedNotes,
  });
  await publishOrderEvents(db, [
    {
      orderId: paid.id,
      customerId: paid.customerId,
      storeId: paid.storeId,
      status: paid.status,
      paymentStatus: 'completed',
    },
  ]);
  return {
    id: paid.id,
    paymentId: order.paymentId,
    paymentStatus: 'completed' as const,
    status: paid.status,
    ownerId: order.ownerId,
    storeId: paid.storeId,
    totalAmountKobo: paid.totalAmountKobo,
    commissionKobo: paid.commissionKobo,
    platformDiscountKobo: paid.platformDiscountKobo,
  };
}

/** Which checkout an order belongs to, read before any lock is taken. */
export async function paymentIdOfOrder(db: DbOrTx, orderId: string): Promise<string | null> {
  const [row] = await db.select({ paymentId: orders.paymentId }).from(orders).where(eq(orders.id, orderId));
  return row?.paymentId ?? null;
}
