import type { Deps } from '../../deps.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import type { Actor } from '../../actor.ts';
import { markOrderPaidByHand, paymentIdOfOrder } from '../../orders/mark-order-paid-by-hand.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { countUnpaidOrders } from '../../orders/count-unpaid-orders.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { settleDeliveredOrder } from '../../ledger/settle-delivered-order.ts';

/**
 * An admin says a WhatsApp order was paid (the money reaches the marketplace's number: docs/product.md#whatsapp). When that was the checkout's last unpaid
 * order, the checkout's payment is complete too. An order already delivered is now delivered and
 * paid, so its store owner is credited, less the marketplace's commission (decisions 0016 and 0017). One transaction.
 */
export async function markWhatsAppOrderPaid(
  deps: Pick<Deps, 'db' | 'config'>,
  orderId: string,
  actor: Actor,
  stamp: AuditStamp,
) {
  return deps.db.transaction(async (tx) => {
    // Locks in one order everywhere: the payment first, then its orders. Two admins marking two
    // orders of one checkout then count unpaid orders one after the other, and a shopper's cancel
    // waits for (or is waited on by) this one instead of deadlocking.
    const paymentId = await paymentIdOfOrder(tx, orderId);
    if (paymentId) await findPaymentById(tx, paymentId, { lock: true });
    const order = await markOrderPaidByHand(tx, orderId, actor);
    if (order.paymentId && (await countUnpaidOrders(tx, order.paymentId)) === 0) {
      await changePaymentStatus(tx, order.paymentId, ['pending'], 'completed');
    }
    if (order.status === 'delivered') {
      await settleDeliveredOrder(tx, { ...order, paymentMethod: 'whatsapp' }, deps.config.payoutHoldDays);
    }
    await recordAuditEvent(tx, stamp, {
      kind: 'payment_marked_paid',
      subjectType: 'order',
      subjectId: order.id,
      before: { paymentStatus: 'pending' },
      after: { paymentStatus: order.paymentStatus },
    });
    return { id: order.id, paymentStatus: order.paymentStatus };
  });
}
