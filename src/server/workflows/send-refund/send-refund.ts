import type { Deps } from '../../deps.ts';
import { findPaymentById, findPaymentByReference } from '../../payments/find-payment.ts';
import { findRefund, paymentsWithStaleRefunds, pendingRefundsOf } from '../../payments/find-refund.ts';
import type { RefundRow } from '../../payments/create-refund.ts';
import { matchRefund, recordRefundOutcome } from '../../payments/record-refund-outcome.ts';
import {
  claimRefundSend,
  heldBySender,
  REFUND_CLAIM_LEASE_SECONDS,
  releaseRefundClaim,
} from '../../payments/claim-refund.ts';
import { refuseRefund } from '../../payments/refuse-refund.ts';
import { closeRefundIssues } from '../../payments/close-refund-issues.ts';
import { changePaymentStatus } from '../../payments/change-payment-status.ts';
import { openPaymentIssue } from '../../payments/open-payment-issue.ts';
import {
  type ProviderRefund,
  ProviderUnavailableError,
  RefundRefusedError,
} from '../../payments/providers/payment-provider.ts';
import { markOrderRefunded } from '../../orders/order-refund.ts';
import { followOrderRefunds } from '../follow-order-refunds/follow-order-refunds.ts';
import { setOrdersRefundStatus } from '../../orders/set-orders-refund-status.ts';
import { messages } from '../../../shared/messages.ts';
import { z } from 'zod';
import { enqueueJob, enqueueJobUnlessWaiting } from '../../jobs/enqueue-job.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';

/** Sends one refund whose row exists (sendRefund). */
export const sendRefundJob = defineJob('send-refund', z.object({ refundId: z.string() }));
/** Looks at the provider's refunds of a payment, named by id or by reference (checkRefunds). */
export const checkRefundsJob = defineJob(
  'check-refunds',
  z.object({ paymentId: z.string().optional(), reference: z.string().optional() }),
);
/** Looks again at every refund left waiting (sweepRefunds), then schedules itself again. */
export const sweepRefundsJob = defineJob('sweep-refunds', z.object({}));
/** A refund still pending is looked at again this often, in case its event never comes. */
const CHECK_AGAIN_SECONDS = 60 * 60;
/** A provider that could not be reached is asked to send again after this long. */
const SEND_AGAIN_SECONDS = 5 * 60;
/** How often the sweep runs, and how long a refund waits unheard of before the sweep looks at it. */
export const SWEEP_EVERY_SECONDS = 15 * 60;
export const SWEEP_AFTER_SECONDS = 30 * 60;
/** Payments one sweep looks at; the rest wait for the next (oldest first). */
const SWEEP_LIMIT = 200;

/**
 * Sends a refund whose row was written before (docs/product.md#refunds, decision 0014). First the
 * row is claimed by one conditional update, so one caller asks the provider however many reach it
 * at once (clicks, jobs, the sweep); the others return. A first claim posts at once: no earlier
 * attempt can have reached the provider. A later one (a sender died, or an outage lost the answer)
 * first asks the provider which refunds the transaction holds and finds this one by its note.
 * A refusal (4xx) goes to Needs attention with the provider's words and is not retried by itself;
 * an outage lets go of the claim and throws, and the job runner, or the sweep, tries again.
 */
export async function sendRefund(deps: Deps, refundId: string): Promise<void> {
  const claimed = await claimRefundSend(deps.db, refundId);
  if (!claimed) {
    // Another sender holds it. Should that sender have died, this looks again once its claim runs out.
    const held = await findRefund(deps.db, refundId);
    if (held && heldBySender(held)) {
      await enqueueJob(deps.db, sendRefundJob, { refundId }, { runAfterSeconds: REFUND_CLAIM_LEASE_SECONDS + 5 });
    }
    return;
  }
  const payment = await findPaymentById(deps.db, claimed.paymentId);
  const provider = payment && deps.payments.byId(payment.provider);
  if (!payment || !provider) {
    // WhatsApp: a person pays it back by hand. Keys removed since: the sweep tries again later.
    await releaseRefundClaim(deps.db, claimed);
    return;
  }
  const target = { reference: payment.reference, transactionId: payment.providerTransactionId };
  try {
    let report = claimed.sendAttempts > 1 ? matchRefund(claimed, await provider.listRefunds(target)) : undefined;
    report ??= await provider.refund({ ...target, amountKobo: claimed.amountKobo, refundId: claimed.id });
    await applyRefundReport(deps, claimed, report);
  } catch (error) {
    if (error instanceof RefundRefusedError) {
      await refuseRefundOnce(deps, claimed, error.providerMessage);
      return;
    }
    await releaseRefundClaim(deps.db, claimed);
    throw error;
  }
}

/**
 * Sends now, for a person waiting on the answer (an admin's click): an outage does not fail their
 * request; the refund is queued to be sent again and reads pending meanwhile.
 */
export async function sendRefundNow(deps: Deps, refundId: string): Promise<void> {
  try {
    await sendRefund(deps, refundId);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    deps.logger.warn({ err: error, refundId }, 'refund provider unreachable; will send again');
    await enqueueJob(deps.db, sendRefundJob, { refundId }, { runAfterSeconds: SEND_AGAIN_SECONDS });
  }
}

async function refuseRefundOnce(deps: Deps, refund: RefundRow, words: string): Promise<void> {
  await deps.db.transaction(async (tx) => {
    await findPaymentById(tx, refund.paymentId, { lock: true });
    const refused = await refuseRefund(tx, refund.id, words);
    if (!refused) return;
    await openPaymentIssue(tx, {
      paymentId: refund.paymentId,
      kind: 'refund_refused',
      refundId: refund.id,
      detail: messages.paymentIssues.refundRefusedDetail(words),
      reported: { status: 'refused', amountKobo: refund.amountKobo },
    });
  });
}

/** What the provider says of one of Oja's refunds reaches the refund, its orders, the payment and Needs attention. */
export async function applyRefundReport(deps: Deps, refund: RefundRow, report: ProviderRefund): Promise<void> {
  await deps.db.transaction(async (tx) => {
    // Locks in the one order: the payment before its refund rows and its orders.
    const payment = await findPaymentById(tx, refund.paymentId, { lock: true });
    const currency = payment?.currency ?? null;
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
    if (moved.status === 'pending') {
      // Retried with the customer's account: on its way again; the sweep and its event follow it.
      await enqueueJob(tx, checkRefundsJob, { paymentId: refund.paymentId }, { runAfterSeconds: CHECK_AGAIN_SECONDS });
      return;
    }
    if (moved.status === 'needs_attention') {
      // Live, the money still deducted: an admin gives the customer's account; refunding again would pay twice.
      await openPaymentIssue(tx, {
        paymentId: moved.paymentId,
        kind: 'refund_needs_attention',
        refundId: moved.id,
        detail: messages.paymentIssues.refundNeedsAttentionDetail,
        reported: { status: report.providerStatus, amountKobo: report.amountKobo, currency },
      });
      return;
    }
    await closeRefundIssues(tx, moved.paymentId, messages.paymentIssues.refundSettledNote(report.providerStatus));
    if (moved.status === 'processed') {
      if (moved.orderId) {
        if (await markOrderRefunded(tx, moved.orderId)) await followOrderRefunds(tx, moved.paymentId);
      } else if (await changePaymentStatus(tx, moved.paymentId, ['refund_pending'], 'refunded')) {
        await setOrdersRefundStatus(tx, moved.paymentId, 'refunded');
      }
    } else {
      // Only `failed` gives the money back to the merchant: a person decides whether to refund again.
      await openPaymentIssue(tx, {
        paymentId: moved.paymentId,
        kind: 'refund_failed',
        refundId: moved.id,
        detail: messages.paymentIssues.refundFailedDetail(report.providerStatus),
        reported: { status: report.providerStatus, amountKobo: report.amountKobo, currency },
      });
    }
  });
}

/**
 * A refund event arrived, the sweep found a refund waiting, or an admin asked again: each of the
 * payment's waiting refunds is looked at. One the provider holds is fetched by its id (Paystack
 * GET /refund/:id); one it may not hold yet goes through sendRefund, which claims it, finds it by
 * its note when an earlier attempt may have reached the provider, and sends it otherwise.
 */
export async function checkRefunds(deps: Deps, by: { paymentId?: string; reference?: string }): Promise<void> {
  const payment = by.paymentId
    ? await findPaymentById(deps.db, by.paymentId)
    : by.reference
      ? await findPaymentByReference(deps.db, by.reference)
      : undefined;
  const provider = payment && deps.payments.byId(payment.provider);
  if (!payment || !provider) return;
  const target = { reference: payment.reference, transactionId: payment.providerTransactionId };
  for (const refund of await pendingRefundsOf(deps.db, payment.id)) {
    if (refund.providerRefundId === null) {
      await sendRefund(deps, refund.id);
      continue;
    }
    const report = await provider.fetchRefund(refund.providerRefundId, target);
    if (report) await applyRefundReport(deps, refund, report);
  }
}

/**
 * Nothing stays pending without a queue (decision 0014): every payment with a refund unheard of
 * for a while — never sent, sent and never answered, or held by the provider — is checked by its
 * own job, so one provider's outage does not stop the others. The next sweep is queued first, so
 * a sweep that fails still has a successor.
 */
export async function sweepRefunds(deps: Deps): Promise<number> {
  await scheduleRefundSweep(deps.db, SWEEP_EVERY_SECONDS);
  const paymentIds = await paymentsWithStaleRefunds(deps.db, SWEEP_AFTER_SECONDS, SWEEP_LIMIT);
  for (const paymentId of paymentIds) await enqueueJob(deps.db, checkRefundsJob, { paymentId });
  return paymentIds.length;
}

/** Queues the next sweep unless one is already waiting: at most one, whoever calls (start-up, the sweep). */
export async function scheduleRefundSweep(db: Deps['db'], afterSeconds = 0): Promise<void> {
  await enqueueJobUnlessWaiting(db, sweepRefundsJob, {}, { runAfterSeconds: afterSeconds });
}

export const sendRefundJobHandler = handleJob(sendRefundJob, (deps: Deps, payload) =>
  sendRefund(deps, payload.refundId),
);
export const checkRefundsJobHandler = handleJob(checkRefundsJob, checkRefunds);
export const sweepRefundsJobHandler = handleJob(sweepRefundsJob, async (deps: Deps) => {
  await sweepRefunds(deps);
});
