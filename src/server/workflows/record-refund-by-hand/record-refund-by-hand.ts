import type { DbOrTx } from '../../db/client.ts';
import { markOrderRefundedByHand } from '../../orders/mark-order-refunded-by-hand.ts';
import { findOrderPayment } from '../../orders/find-order-payment.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { followOrderRefunds } from '../follow-order-refunds/follow-order-refunds.ts';

/**
 * An admin records a cancelled WhatsApp order's refund paid by hand; its checkout's payment follows
 * once none of its orders is left paid for (follow-order-refunds). Locks the payment, then the order.
 */
export async function recordRefundByHand(tx: DbOrTx, orderId: string) {
  const paidBy = await findOrderPayment(tx, orderId);
  if (paidBy?.paymentId) await findPaymentById(tx, paidBy.paymentId, { lock: true });
  const order = await markOrderRefundedByHand(tx, orderId);
  if (paidBy?.paymentId) await followOrderRefunds(tx, paidBy.paymentId);
  return order;
}
