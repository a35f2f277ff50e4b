import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import { recordTracking } from './record-tracking.ts';
import { publishOrderEvents } from './publish-order-events.ts';

/**
 * docs/product.md#late-payments: money arrived after the checkout was cancelled or expired, and its stock has been
 * taken again by the caller, so the orders come back to life, paid.
 */
export async function reviveOrders(db: DbOrTx, paymentId: string) {
  const revived = await db
    .update(orders)
    .set({ status: 'pending', paymentStatus: 'completed' })
    .where(and(eq(orders.paymentId, paymentId), eq(orders.status, 'cancelled'), eq(orders.paymentStatus, 'cancelled')))
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId });
  await recordTracking(
    db,
    revived.map((o) => o.id),
    { status: messages.tracking.orderPlaced, notes: messages.tracking.revived },
  );
  await publishOrderEvents(
    db,
    revived.map((o) => ({
      orderId: o.id,
      customerId: o.customerId,
      storeId: o.storeId,
      status: 'pending',
      paymentStatus: 'completed',
    })),
  );
  return revived;
}
