import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { recordTracking } from './record-tracking.ts';
import { publishOrderEvents } from './publish-order-events.ts';

/**
 * A cancelled WhatsApp order that was paid has no provider to refund through: the operator pays
 * the customer back directly and an admin records it here. One conditional update
 * (refund_pending → refunded, WhatsApp and cancelled only), so a second press or a card order
 * (refunded by its provider's job) changes nothing. The customer gets a tracking entry and mail.
 */
export async function markOrderRefundedByHand(db: DbOrTx, orderId: string) {
  const [refunded] = await db
    .update(orders)
    .set({ paymentStatus: 'refunded' })
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.paymentMethod, 'whatsapp'),
        eq(orders.status, 'cancelled'),
        eq(orders.paymentStatus, 'refund_pending'),
      ),
    )
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId });
  if (!refunded) {
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId));
    if (!order) throw new AppError('not_found', messages.orders.notFound);
    throw new AppError('conflict', messages.orders.noRefundDue);
  }
  await recordTracking(db, [refunded.id], {
    status: messages.tracking.refunded,
    notes: messages.tracking.refundedNotes,
  });
  await publishOrderEvents(db, [
    {
      orderId: refunded.id,
      customerId: refunded.customerId,
      storeId: refunded.storeId,
      status: 'cancelled',
      paymentStatus: 'refunded',
    },
  ]);
  return { id: refunded.id, status: 'cancelled' as const, paymentStatus: 'refunded' as const };
}
