import type { Deps } from '../../deps.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import type { Actor } from '../../actor.ts';
import type { ChangeOrderStatusInput } from '../../../shared/schemas/fulfilment.ts';
import type { ChangedOrder } from '../../../shared/fulfilment.ts';
import { transitionOrderStatus } from '../../orders/transition-order-status.ts';
import { returnStock } from '../../catalog/return-stock.ts';
import { settleDeliveredOrder } from '../../ledger/settle-delivered-order.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { findOrderPayment } from '../../orders/find-order-payment.ts';
import { settledAtDoor } from '../../orders/settled-at-door.ts';
import { followOrderRefunds } from '../follow-order-refunds/follow-order-refunds.ts';
import { refundOrderJob } from '../refund-order/refund-order.ts';

/**
 * A vendor (or an admin) moves an order along docs/product.md#order-status, in one transaction: the conditional move
 * and its tracking entry; on delivery of a paid order the store owner's credit of the order's total
 * and the marketplace's commission on it (each once per order, decisions 0016 and 0017), both held
 * for the payout hold (decision 0020); on cancel the order's stock back on the shelf and, when it was paid, a refund job
 * for the order's total.
 *
 * An order paid on delivery (decision 0019) is delivered and paid in one move — its commission then
 * owed by the vendor, a debit of their available balance — or refused at the door (cancelled, its
 * stock back); its checkout's payment follows once no order of it is left to pay at the door.
 * Locks in the one order: the payment, then the order, then the stock or the seller's balance.
 */
export async function changeOrderStatus(
  deps: Deps,
  input: ChangeOrderStatusInput & { orderId: string },
  actor: Actor,
  stamp: AuditStamp,
): Promise<ChangedOrder> {
  const changed = await deps.db.transaction(async (tx) => {
    let paidAtDoor = false;
    const paidBy = await findOrderPayment(tx, input.orderId);
    const atDoorPaymentId = paidBy?.paymentMethod === 'pay_on_delivery' ? paidBy.paymentId : null;
    // A cancel may move the payment too (its refund): its row is locked before the order's.
    const lockedPaymentId = atDoorPaymentId ?? (input.to === 'cancelled' ? (paidBy?.paymentId ?? null) : null);
    if (lockedPaymentId) await findPaymentById(tx, lockedPaymentId, { lock: true });
    const order = await transitionOrderStatus(tx, input, actor);
    if (order.status === 'delivered' && order.paymentStatus === 'completed') {
      await settleDeliveredOrder(tx, order, deps.config.payoutHoldDays);
    }
    if (order.status === 'cancelled') {
      await returnStock(tx, order.returnedLines);
      if (order.paymentStatus === 'refund_pending') {
        await enqueueJob(tx, refundOrderJob, { orderId: order.id });
        if (lockedPaymentId) await followOrderRefunds(tx, lockedPaymentId);
      }
    }
    if (atDoorPaymentId && (order.status === 'delivered' || order.status === 'cancelled')) {
      const settled = await settledAtDoor(tx, atDoorPaymentId);
      if (settled) await changePaymentStatus(tx, atDoorPaymentId, ['on_delivery'], settled);
      paidAtDoor = order.status === 'delivered';
    }
    // The audit trail (decision 0042): money collected at the door, a paid order cancelled (its
    // refund), and any move by an admin; a seller's other moves are fulfilment, not recorded.
    const kind = paidAtDoor
      ? 'payment_marked_paid'
      : order.paymentStatus === 'refund_pending' && order.previousPaymentStatus !== 'refund_pending'
        ? 'refund_issued'
        : actor.role === 'admin'
          ? 'order_status_changed'
          : null;
    if (kind) {
      await recordAuditEvent(tx, stamp, {
        kind,
        subjectType: 'order',
        subjectId: order.id,
        before: { status: order.previousStatus, paymentStatus: order.previousPaymentStatus },
        after: { status: order.status, paymentStatus: order.paymentStatus },
      });
    }
    return order;
  });
  return { id: changed.id, status: changed.status, paymentStatus: changed.paymentStatus };
}
