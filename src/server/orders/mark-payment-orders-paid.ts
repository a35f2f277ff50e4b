import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import { recordTracking } from './record-tracking.ts';
import { publishOrderEvents } from './publish-order-events.ts';

/** A verified payment reaches the orders of its checkout: each still waiting becomes paid, once. */
export async function markPaymentOrdersPaid(db: DbOrTx, paymentId: string) {
  const paid = await db
    .update(orders)
    .set({ paymentStatus: 'completed' })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')))
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId, status: orders.status });
  await recordTracking(
    db,
    paid.map((o) => o.id),
    { status: messages.tracking.paymentReceived, notes: messages.tracking.paymentReceivedNotes },
  );
  await publishOrderEvents(
    db,
    paid.map((o) => ({
      orderId: o.id,
      customerId: o.customerId,
      storeId: o.storeId,
      status: o.status,
      paymentStatus: 'completed',
    })),
  );
  return paid;
}
