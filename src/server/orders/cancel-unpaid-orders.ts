import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';
import { recordTracking } from './record-tracking.ts';
import { publishOrderEvents } from './publish-order-events.ts';

/**
 * Cancels a checkout's orders that are still waiting for their payment. The condition is the guard:
 * of fifty concurrent cancels only the first finds `pending` rows, so the items it returns — the
 * units to put back on the shelf — are returned exactly once.
 */
export async function cancelUnpaidOrders(db: DbOrTx, paymentId: string, reason: 'cancelled' | 'expired') {
  const cancelled = await db
    .update(orders)
    .set({ status: 'cancelled', paymentStatus: 'cancelled' })
    // Accepted but unpaid orders too (docs/product.md#checkout-expiry): none may keep holding stock for a dead payment.
    .where(
      and(
        eq(orders.paymentId, paymentId),
        inArray(orders.status, ['pending', 'confirmed']),
        eq(orders.paymentStatus, 'pending'),
      ),
    )
    .returning({ id: orders.id, customerId: orders.customerId, storeId: orders.storeId });
  if (cancelled.length === 0) return [];
  const ids = cancelled.map((o) => o.id);
  await recordTracking(db, ids, {
    status: messages.tracking.cancelled,
    notes: reason === 'expired' ? messages.tracking.expired : messages.tracking.cancelledByShopper,
  });
  await publishOrderEvents(
    db,
    cancelled.map((o) => ({
      orderId: o.id,
      customerId: o.customerId,
      storeId: o.storeId,
      status: 'cancelled',
      paymentStatus: 'cancelled',
    })),
  );
  return db
    .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
    .from(orderItems)
    .where(inArray(orderItems.orderId, ids));
}
