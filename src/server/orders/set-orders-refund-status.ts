import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { publishOrderEvents } from './publish-order-events.ts';

/** The checkout's cancelled orders follow their payment into refund_pending, then refunded. */
export async function setOrdersRefundStatus(db: DbOrTx, paymentId: string, to: 'refund_pending' | 'refunded') {
  const from = to === 'refund_pending' ? (['cancelled', 'pending'] as const) : (['refund_pending'] as const);
  const changed = await db
    .update(orders)
    .set({ paymentStatus: to })
    .where(
      and(eq(orders.paymentId, paymentId), eq(orders.status, 'cancelled'), inArray(orders.paymentStatus, [...from])),
    )
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId });
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
