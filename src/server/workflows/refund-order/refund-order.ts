import { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';
import { findOrderRefund } from '../../orders/order-refund.ts';
import { createRefund } from '../../payments/create-refund.ts';
import { findPaymentById } from '../../payments/find-payment.ts';
import { sendRefund } from '../send-refund/send-refund.ts';

/**
 * Refunds a cancelled, paid order its total: enqueued by change-order-status (a paid order
 * cancelled) and settle-payment (a payment that completes for orders already cancelled).
 */
export const refundOrderJob = defineJob('refund-order', z.object({ orderId: z.string() }));

/**
 * The refund job of a cancelled, paid order: the refund row is written first, then sent (the
 * provider is asked for the transaction's refunds before it is asked for money, so a crash and a
 * retry never refund twice). The order shows `refunded` only when the provider confirms. A
 * WhatsApp order has no provider: it stays refund_pending for an admin to settle by hand.
 */
export async function refundOrder(deps: Deps, orderId: string): Promise<void> {
  const order = await findOrderRefund(deps.db, orderId);
  if (!order?.paymentId) return;
  const payment = await findPaymentById(deps.db, order.paymentId);
  if (!payment || !deps.payments.byId(payment.provider)) return;
  const refund = await createRefund(deps.db, {
    paymentId: payment.id,
    orderId,
    amountKobo: order.totalAmountKobo,
  });
  await sendRefund(deps, refund.id);
}

export const refundOrderJobHandler = handleJob(refundOrderJob, (deps: Deps, payload) =>
  refundOrder(deps, payload.orderId),
);
