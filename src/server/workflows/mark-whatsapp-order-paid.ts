import type { Db } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { markOrderPaid } from '../orders/mark-order-paid.ts';
import { countUnpaidOrders } from '../orders/count-unpaid-orders.ts';
import { changePaymentStatus } from '../payments/change-payment-status.ts';
import { creditForOrder } from '../ledger/post-ledger-entry.ts';

/**
 * A vendor (or an admin) says a WhatsApp order was paid. When that was the checkout's last unpaid
 * order, the checkout's payment is complete too. An order already delivered is now delivered and
 * paid, so its store owner is credited (decision 4). One transaction.
 */
export async function markWhatsAppOrderPaid(db: Db, orderId: string, actor: Actor) {
  return db.transaction(async (tx) => {
    const order = await markOrderPaid(tx, orderId, actor);
    if (order.paymentId && (await countUnpaidOrders(tx, order.paymentId)) === 0) {
      await changePaymentStatus(tx, order.paymentId, ['pending'], 'completed');
    }
    if (order.status === 'delivered') {
      await creditForOrder(tx, { vendorId: order.ownerId, orderId: order.id, amountKobo: order.totalAmountKobo });
    }
    return { id: order.id, paymentStatus: order.paymentStatus };
  });
}
