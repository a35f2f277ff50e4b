import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import { publishOrderEvents } from './publish-order-events.ts';
import { recordTracking } from './record-tracking.ts';

/** A cancelled order waiting for its money to go back: what to refund, and through which payment. */
export async function findOrderRefund(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({
      id: orders.id,
      paymentId: orders.paymentId,
      paymentStatus: orders.paymentStatus,
      totalAmountKobo: orders.totalAmountKobo,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row && row.paymentStatus === 'refund_pending' ? row : undefined;
}

/**
 * refund_pending → refunded, once, with the "Refunded" tracking entry and the customer's mail
 * ("cancelled and refunded ₦X"); returns whether this call made the move.
 */
export async function markOrderRefunded(db: DbOrTx, orderId: string): Promise<boolean> {
  const [row] = await db
    .update(orders)
    .set({ paymentStatus: 'refunded' })
    .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'refund_pending')))
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId, status: orders.status });
  if (!row) return false;
  await recordTracking(db, [row.id], { status: messages.tracking.refunded, notes: messages.tracking.refundedNotes });
  await publishOrderEvents(db, [
    {
      orderId: row.id,
      customerId: row.customerId,
      storeId: row.storeId,
      status: row.status,
      paymentStatus: 'refunded',
    },
  ]);
  return true;
}

/**
 * A checkout's money arrived after its vendor (or an admin) had cancelled one of its orders while
 * it was unpaid: that order's share has to go back. Marks those orders refund_pending — only they
 * can be cancelled with payment `cancelled` while the checkout's payment was still pending — and
 * returns their ids for the caller to queue refunds.
 */
export async function markCancelledOrdersForRefund(db: DbOrTx, paymentId: string): Promise<string[]> {
  const rows = await db
    .update(orders)
    .set({ paymentStatus: 'refund_pending' })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'cancelled')))
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId });
  await publishOrderEvents(
    db,
    rows.map((o) => ({
      orderId: o.id,
      customerId: o.customerId,
      storeId: o.storeId,
      status: 'cancelled' as const,
      paymentStatus: 'refund_pending' as const,
    })),
  );
  return rows.map((o) => o.id);
}
