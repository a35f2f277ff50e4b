import type { Deps } from '../deps.ts';
import { findPaymentById, findPaymentByReference } from '../payments/find-payment.ts';
import { findRefund, pendingRefundsOf } from '../payments/find-refund.ts';
import type { RefundRow } from '../payments/create-refund.ts';
import { matchRefund, recordRefundOutcome } from '../payments/record-refund-outcome.ts';
import { changePaymentStatus } from '../payments/change-payment-status.ts';
import { openPaymentIssue } from '../payments/open-payment-issue.ts';
import type { ProviderRefund } from '../payments/providers/payment-provider.ts';
import { markOrderRefunded } from '../orders/order-refund.ts';
import { setOrdersRefundStatus } from '../orders/set-orders-refund-status.ts';
import { z } from 'zod';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { defineJob, handleJob } from '../jobs/define-job.ts';

/** Sends one refund whose row exists (sendRefund). */
export const sendRefundJob = defineJob('send-refund', z.object({ refundId: z.string() }));
/** Looks at the provider's refunds of a payment, named by id or by reference (checkRefunds). */
export const checkRefundsJob = defineJob(
  'check-refunds',
  z.object({ paymentId: z.string().optional(), reference: z.string().optional() }),
);
/** A refund still pending is looked at again this often, in case its event never comes. */
const CHECK_AGAIN_SECONDS = 60 * 60;

/**
 * Sends a refund whose row was written before (docs/product.md#refunds). Before asking the provider for
 * money back, it asks the provider which refunds the transaction already has: an earlier attempt
 * may have reached the provider and died before hearing the answer (a crash, a lost connection),
 * and then the refund is found by the note it carries instead of being sent a second time.
 * A provider that cannot be reached throws, and the job runner tries again.
 */
export async function sendRefund(deps: Deps, refundId: string): Promise<void> {
  const refund = await findRefund(deps.db, refundId);
  if (!refund || refund.status !== 'pending') return;
  const payment = await findPaymentById(deps.db, refund.paymentId);
  const provider = payment && deps.payments.byId(payment.provider);
  if (!payment || !provider) return; // WhatsApp: a person pays it back by hand
  const target = { reference: payment.reference, transactionId: payment.providerTransactionId };
  let report = matchRefund(refund, await provider.listRefunds(target));
  if (!report) {
    report = await provider.refund({ ...target, amountKobo: refund.amountKobo, refundId: refund.id });
  }
  await applyRefundReport(deps, refund, report);
}

/** What the provider says of one of Oja's refunds reaches the refund, its orders and the payment. */
export async function applyRefundReport(deps: Deps, refund: RefundRow, report: ProviderRefund): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locks in the one order: the payment before its refund rows and its orders.
    await findPaymentById(tx, refund.paymentId, { lock: true });
    const moved = await recordRefundOutcome(tx, refund.id, report);
    if (!moved) {
      if (report.status === 'pending') {
        await enqueueJob(
          tx,
          checkRefundsJob,
          { paymentId: refund.paymentId },
          { runAfterSeconds: CHECK_AGAIN_SECONDS },
        );
      }
      return;
    }
    if (moved.status === 'processed') {
      if (moved.orderId) {
        await markOrderRefunded(tx, moved.orderId);
      } else if (await changePaymentStatus(tx, moved.paymentId, ['refund_pending'], 'refunded')) {
        await setOrdersRefundStatus(tx, moved.paymentId, 'refunded');
      }
    } else {
      // Money that cannot go back by itself is a person's job, never only a log line.
      await openPaymentIssue(tx, {
        paymentId: moved.paymentId,
        kind: 'refund_failed',
        refundId: moved.id,
        detail: `The provider did not return the refund (${report.providerStatus}). The customer has not been paid back.`,
        reported: { status: report.providerStatus, amountKobo: report.amountKobo },
      });
    }
  });
}

/**
 * A refund event arrived (or a pending refund's hour passed): the provider's list of the
 * transaction's refunds says how each of Oja's pending ones stands.
 */
export async function checkRefunds(deps: Deps, by: { paymentId?: string; reference?: string }): Promise<void> {
  const payment = by.paymentId
    ? await findPaymentById(deps.db, by.paymentId)
    : by.reference
      ? await findPaymentByReference(deps.db, by.reference)
      : undefined;
  const provider = payment && deps.payments.byId(payment.provider);
  if (!payment || !provider) return;
  const pending = await pendingRefundsOf(deps.db, payment.id);
  if (pending.length === 0) return;
  const held = await provider.listRefunds({
    reference: payment.reference,
    transactionId: payment.providerTransactionId,
  });
  for (const refund of pending) {
    const report = matchRefund(refund, held);
    if (report) await applyRefundReport(deps, refund, report);
    else if (refund.providerRefundId === null) await sendRefund(deps, refund.id);
  }
}

export const sendRefundJobHandler = handleJob(sendRefundJob, (deps: Deps, payload) =>
  sendRefund(deps, payload.refundId),
);
export const checkRefundsJobHandler = handleJob(checkRefundsJob, checkRefunds);
