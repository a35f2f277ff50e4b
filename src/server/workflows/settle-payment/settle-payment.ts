import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { PaymentStatus } from '../../../shared/constants.ts';
import { findPaymentById, findPaymentByReference } from '../../payments/find-payment.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { ProviderUnavailableError } from '../../payments/providers/payment-provider.ts';
import { markPaymentOrdersPaid } from '../../orders/mark-payment-orders-paid.ts';
import { itemsOfPayment } from '../../orders/items-of-payment.ts';
import { reviveOrders } from '../../orders/revive-orders.ts';
import { retakeCouponUse } from '../../coupons/retake-coupon-use.ts';
import { recordTracking } from '../../orders/record-tracking.ts';
import { setOrdersRefundStatus } from '../../orders/set-orders-refund-status.ts';
import { takeStock } from '../../catalog/take-stock.ts';
import { z } from 'zod';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';
import { markCancelledOrdersForRefund } from '../../orders/order-refund.ts';
import { refundOrderJob } from '../refund-order/refund-order.ts';
import { recordProviderReport } from '../../payments/record-provider-report.ts';
import { openPaymentIssue } from '../../payments/open-payment-issue.ts';
import { createRefund } from '../../payments/create-refund.ts';
import { sendRefund } from '../send-refund/send-refund.ts';

/**
 * A payment that just moved pending→completed reaches its checkout's orders: each still waiting is
 * paid, and one its vendor cancelled while the payment was pending is refunded its share.
 */
export async function payCheckoutOrders(tx: DbOrTx, paymentId: string): Promise<void> {
  await markPaymentOrdersPaid(tx, paymentId);
  const refunds = await markCancelledOrdersForRefund(tx, paymentId);
  for (const orderId of refunds) await enqueueJob(tx, refundOrderJob, { orderId });
}

/** Returns the money of a payment marked for refund (refundPayment). */
export const refundPaymentJob = defineJob('refund-payment', z.object({ paymentId: z.string() }));

/** Statuses after which no provider report changes anything. */
const SETTLED: readonly PaymentStatus[] = ['completed', 'refund_pending', 'refunded'];

/** What a late payment's checkout held that could not be taken again: its refund says which to the shopper. */
class HoldGone extends Error {
  constructor(readonly what: 'stock' | 'coupon') {
    super(what);
  }
}

/**
 * Settles a payment from the provider's own word (decisions 0011 and 0014): the browser's "it worked" and the
 * webhook both only ask; verify answers. A payment completes when the provider reports success and
 * the amount, currency and reference are ours — then every order of the checkout is paid.
 *
 * Webhooks and verifies arrive in any order and any number of times; the first success makes the
 * conditional pending→completed move and every later one finds nothing to move.
 *
 * A success after the checkout was cancelled or expired (docs/product.md#late-payments) revives the orders when all
 * their stock can be taken again; otherwise the payment is marked for refund and a job returns the
 * money through the provider.
 */
export async function settlePayment(
  deps: Deps,
  reference: string,
  evidence: { transactionId?: string } = {},
): Promise<PaymentStatus> {
  const payment = await findPaymentByReference(deps.db, reference);
  if (!payment) throw new AppError('not_found', messages.checkout.paymentNotFound);
  if (SETTLED.includes(payment.status)) return payment.status;
  const provider = deps.payments.byId(payment.provider);
  if (!provider) return payment.status; // WhatsApp: a person marks it paid, no provider to ask

  let result;
  try {
    result = await provider.verify(reference, evidence.transactionId || payment.providerTransactionId || undefined);
  } catch (error) {
    if (error instanceof ProviderUnavailableError) {
      deps.logger.warn({ err: error, reference }, 'payment verify failed');
      throw new AppError('unavailable', messages.checkout.providerUnavailable);
    }
    throw error;
  }
  // A transaction id from the browser that names someone else's payment proves nothing.
  if (result.reference !== payment.reference) throw new AppError('conflict', messages.checkout.paymentMismatch);
  await recordProviderReport(deps.db, payment.id, result);
  if (result.status !== 'success') return payment.status;
  // What Oja asked for (Paystack's requested_amount; fees passed to the shopper come on top).
  if (result.amountKobo < payment.amountKobo || result.currency !== payment.currency) {
    deps.logger.warn(
      { reference, expected: payment.amountKobo, reported: result.amountKobo, currency: result.currency },
      'payment verify does not match the checkout',
    );
    await openPaymentIssue(deps.db, {
      paymentId: payment.id,
      kind: 'amount_mismatch',
      detail: 'The provider reports a payment that does not match this checkout, so its orders were not marked paid.',
      reported: { status: result.providerStatus, amountKobo: result.amountKobo, currency: result.currency },
    });
    throw new AppError('conflict', messages.checkout.paymentMismatch);
  }

  const status = await deps.db.transaction(async (tx): Promise<PaymentStatus> => {
    // Locks in one order everywhere: the payment, then its orders, then stock. Holding the
    // payment's lock, concurrent reports (late successes too) decide one after another.
    const current = (await findPaymentById(tx, payment.id, { lock: true }))!;
    if (
      await changePaymentStatus(tx, payment.id, ['pending'], 'completed', {
        providerTransactionId: result.transactionId,
      })
    ) {
      await payCheckoutOrders(tx, payment.id);
      return 'completed';
    }
    if (current.status !== 'cancelled' && current.status !== 'failed') return current.status;
    let gone: HoldGone['what'] = 'stock';
    try {
      await tx.transaction(async (savepoint) => {
        const items = (await itemsOfPayment(savepoint, payment.id)).filter((item) => item.orderStatus === 'cancelled');
        for (const item of items) {
          // A variant's units come back from the variant (decision 0025).
          if (!item.productId || !(await takeStock(savepoint, item.productId, item.quantity, item.variantId)))
            throw new HoldGone('stock');
        }
        // After the stock, as checkout takes them: the coupon use must be taken again within every
        // limit it had (total uses, the shopper's own, the naira budget), or nothing revives.
        if (!(await retakeCouponUse(savepoint, payment.id))) throw new HoldGone('coupon');
        await reviveOrders(savepoint, payment.id);
        await changePaymentStatus(savepoint, payment.id, [current.status], 'completed', {
          providerTransactionId: result.transactionId,
        });
      });
      return 'completed';
    } catch (error) {
      if (!(error instanceof HoldGone)) throw error;
      gone = error.what;
    }
    await changePaymentStatus(tx, payment.id, [current.status], 'refund_pending', {
      providerTransactionId: result.transactionId,
    });
    await setOrdersRefundStatus(tx, payment.id, 'refund_pending');
    // The shopper is told why on their order's tracking and by mail, before the refund's own mail.
    const why = gone === 'coupon' ? messages.promotions.lateCouponGone : messages.promotions.lateStockGone;
    await recordTracking(
      tx,
      (await itemsOfPayment(tx, payment.id)).map((item) => item.orderId).filter((id, i, all) => all.indexOf(id) === i),
      { status: messages.tracking.cancelled, notes: why },
    );
    await enqueueJob(tx, refundPaymentJob, { paymentId: payment.id });
    // The shopper's "Payment succeeded but failed to create order": the money goes back by itself,
    // and a person sees it happened.
    await openPaymentIssue(tx, {
      paymentId: payment.id,
      kind: 'paid_after_cancel',
      detail:
        gone === 'coupon'
          ? "Paid after the checkout was cancelled, and its coupon could not be used again (used up, over budget or over the shopper's limit); the payment is being refunded."
          : 'Paid after the checkout was cancelled, and its stock was gone; the payment is being refunded.',
      reported: { status: result.providerStatus, amountKobo: result.amountKobo, currency: result.currency },
    });
    return 'refund_pending';
  });
  return status;
}

/** Returns the money of a payment marked for refund: its refund row first, then the provider (see sendRefund). */
export async function refundPayment(deps: Deps, paymentId: string): Promise<void> {
  const payment = await findPaymentById(deps.db, paymentId);
  if (!payment || payment.status !== 'refund_pending' || !deps.payments.byId(payment.provider)) return;
  const refund = await createRefund(deps.db, { paymentId, orderId: null, amountKobo: payment.amountKobo });
  await sendRefund(deps, refund.id);
}

export const refundPaymentJobHandler = handleJob(refundPaymentJob, (deps: Deps, payload) =>
  refundPayment(deps, payload.paymentId),
);
