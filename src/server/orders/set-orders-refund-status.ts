import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import { publishOrderEvents } from './publish-order-events.ts';
import { recordTracking } from './record-tracking.ts';

/**
 * The checkout's cancelled orders follow their payment into refund_pending, then refunded; each
 * refunded one gets its "Refunded" tracking entry and the customer's mail.
 */
export async function setOrdersRefundStatus(db: DbOrTx, paymentId: string, to: 'refund_pending' | 'refunded') {
  const from = to === 'refund_pending' ? (['cancelled', 'pending'] as const) : (['refund_pending'] as const);
  const changed = await db
    .update(orders)
    .set({ paymentStatus: to })
    .where(
      and(eq(orders.paymentId, paymentId), eq(orders.status, 'cancelled'), inArray(orders.paymentStatus, [...from])),
    )
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId });
  if (to === 'refunded') {
    await recordTracking(
      db,
      changed.map((o) => o.id),
      { status: messages.tracking.refunded, notes: messages.tracking.refundedNotes },
    );
  }
  await publishOrderEvents(
    db,
    changed.map((o) => ({
      orderId: o.id,
      customerId: o.customerId,
      storeId: o.storeId,
      status: 'cancelled',
      paymentStatus: to,
    })),
  );
}
