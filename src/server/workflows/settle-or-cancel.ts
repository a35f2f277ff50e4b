import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { RECONCILE_WINDOW_SECONDS } from '../../shared/constants.ts';
import { findPaymentById, findPaymentByReference } from '../payments/find-payment.ts';
import { openPaymentIssue } from '../payments/open-payment-issue.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { cancelCheckout } from './cancel-checkout.ts';
import { CONFIRM_PAYMENT_JOB, confirmPayment } from './confirm-payment.ts';

export const EXPIRE_CHECKOUT_JOB = 'expire-checkout';

/** Seconds before asking again: 1, 2, 4 … minutes, at most an hour. */
const backoffSeconds = (attempt: number) => Math.min(60 * 2 ** attempt, 60 * 60);

/**
 * A cancel from the browser is only a hint (issue 16, item 2): Paystack's popup reports a bank
 * transfer still on its way as a cancel. The provider is asked first: paid → settled; a transfer
 * on its way → the checkout keeps waiting, its stock reserved; only a payment the provider says
 * was abandoned or failed is cancelled. A provider that cannot be asked leaves the checkout as it
 * is (503): the expiry asks again. WhatsApp has no provider to ask.
 */
export async function cancelCheckoutAsShopper(deps: Deps, paymentId: string): Promise<void> {
  const payment = await findPaymentById(deps.db, paymentId);
  if (!payment || payment.status !== 'pending') return;
  if (deps.payments.byId(payment.provider)) {
    const status = await confirmPayment(deps, payment.reference);
    if (status !== 'pending') return;
    const after = await findPaymentById(deps.db, paymentId);
    if (after?.providerOutcome === 'pending') return;
  }
  await cancelCheckout(deps.db, paymentId, 'cancelled');
}

/**
 * The checkout's time is up (issue 16, item 3). Nothing is cancelled before the provider is asked:
 * paid → settled; a transfer on its way, or a provider that cannot be reached → asked again with
 * backoff for as long as Paystack retries its webhooks (72 hours); after that the stock goes back,
 * and an unreachable provider puts the payment on the admins' Needs attention list. A late success
 * still revives or refunds (confirmPayment). A mismatch is already on that list: its orders wait.
 */
export async function expireCheckout(deps: Deps, paymentId: string, attempt = 0): Promise<void> {
  const payment = await findPaymentById(deps.db, paymentId);
  if (!payment || payment.status !== 'pending') return;
  if (!deps.payments.byId(payment.provider)) {
    await cancelCheckout(deps.db, paymentId, 'expired');
    return;
  }
  const ageSeconds = (Date.now() - payment.createdAt.getTime()) / 1000;
  const wait = backoffSeconds(attempt);
  const inWindow = ageSeconds + wait < RECONCILE_WINDOW_SECONDS;
  const again = () =>
    enqueueJob(deps.db, {
      kind: EXPIRE_CHECKOUT_JOB,
      payload: { paymentId, attempt: attempt + 1 },
      runAfterSeconds: wait,
    });
  let status;
  try {
    status = await confirmPayment(deps, payment.reference);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'conflict') return; // amount mismatch: on the Needs attention list already
    if (inWindow) return again();
    await deps.db.transaction(async (tx) => {
      await cancelCheckout(tx, paymentId, 'expired');
      await openPaymentIssue(tx, {
        paymentId,
        kind: 'provider_unreachable',
        detail:
          'The provider could not be asked about this payment for 72 hours, so its orders were cancelled. Retry verification to check whether it was paid.',
      });
    });
    return;
  }
  if (status !== 'pending') return;
  const after = await findPaymentById(deps.db, paymentId);
  if (after?.providerOutcome === 'pending' && inWindow) return again();
  await cancelCheckout(deps.db, paymentId, 'expired');
}

/**
 * A provider's webhook named a payment: verify and settle. When the provider cannot be asked, the
 * job asks again with backoff for as long as the provider itself retries (72 hours), not for the
 * job runner's few minutes: a late payment after a cancel has no expiry left to catch it. After
 * that, the payment goes on the Needs attention list. A webhook about a payment Oja never made is
 * logged; a mismatch is on the list already (confirmPayment).
 */
export async function confirmFromWebhook(
  deps: Deps,
  job: { reference: string; transactionId?: string; attempt?: number },
): Promise<void> {
  const attempt = job.attempt ?? 0;
  try {
    await confirmPayment(deps, job.reference, { transactionId: job.transactionId });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== 'unavailable') {
      deps.logger.warn({ reference: job.reference, reason: error.message }, 'webhook payment not settled');
      return;
    }
    const payment = (await findPaymentByReference(deps.db, job.reference))!;
    const wait = backoffSeconds(attempt);
    if ((Date.now() - payment.createdAt.getTime()) / 1000 + wait < RECONCILE_WINDOW_SECONDS) {
      await enqueueJob(deps.db, {
        kind: CONFIRM_PAYMENT_JOB,
        payload: { reference: job.reference, transactionId: job.transactionId ?? null, attempt: attempt + 1 },
        runAfterSeconds: wait,
      });
      return;
    }
    await openPaymentIssue(deps.db, {
      paymentId: payment.id,
      kind: 'provider_unreachable',
      detail: 'The provider sent a webhook for this payment but could not be asked about it for 72 hours.',
    });
  }
}
