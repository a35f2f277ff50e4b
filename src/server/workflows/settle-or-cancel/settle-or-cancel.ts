import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { RECONCILE_WINDOW_SECONDS } from '../../../shared/constants.ts';
import { findPaymentById, findPaymentByReference } from '../../payments/find-payment.ts';
import { openPaymentIssue } from '../../payments/open-payment-issue.ts';
import { z } from 'zod';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';
import { cancelCheckout } from '../cancel-checkout/cancel-checkout.ts';
import { settlePayment } from '../settle-payment/settle-payment.ts';

/** How many times the job has asked already: the backoff of askAgainLater. */
const attempt = z.number().int().nonnegative().default(0);
/** A checkout's time is up (expireCheckout); queued by placeOrder to run when it is. */
export const expireCheckoutJob = defineJob('expire-checkout', z.object({ paymentId: z.string(), attempt }));
/** A provider's webhook named a payment (settleFromWebhook). Its kind keeps the name queued rows carry. */
export const settleFromWebhookJob = defineJob(
  'confirm-payment',
  z.object({ reference: z.string(), transactionId: z.string().nullish(), attempt }),
);

/**
 * How long before the job asks again: 1, 2, 4 … minutes (at most an hour) while the payment is
 * inside the window the provider itself retries in (72 hours); null once it is not.
 */
function nextAsk(payment: { createdAt: Date }, attempt: number): { runAfterSeconds: number } | null {
  const wait = Math.min(60 * 2 ** attempt, 60 * 60);
  if ((Date.now() - payment.createdAt.getTime()) / 1000 + wait >= RECONCILE_WINDOW_SECONDS) return null;
  return { runAfterSeconds: wait };
}

/**
 * A cancel from the browser is only a hint (docs/payment-providers.md#paystack-statuses): Paystack's popup reports a bank
 * transfer still on its way as a cancel. The provider is asked first: paid → settled; a transfer
 * on its way → the checkout keeps waiting, its stock reserved; only a payment the provider says
 * was abandoned or failed is cancelled. A provider that cannot be asked leaves the checkout as it
 * is (503): the expiry asks again. WhatsApp has no provider to ask.
 */
export async function cancelCheckoutAsShopper(deps: Deps, paymentId: string): Promise<void> {
  const payment = await findPaymentById(deps.db, paymentId);
  if (!payment || payment.status !== 'pending') return;
  if (deps.payments.byId(payment.provider)) {
    const status = await settlePayment(deps, payment.reference);
    if (status !== 'pending') return;
    const after = await findPaymentById(deps.db, paymentId);
    if (after?.providerOutcome === 'pending') return;
  }
  await cancelCheckout(deps.db, paymentId, 'cancelled');
}

/**
 * The checkout's time is up (docs/product.md#checkout-expiry). Nothing is cancelled before the provider is asked:
 * paid → settled; a transfer on its way, or a provider that cannot be reached → asked again with
 * backoff for as long as Paystack retries its webhooks (72 hours); after that the stock goes back,
 * and an unreachable provider puts the payment on the admins' Needs attention list. A late success
 * still revives or refunds (settlePayment). A mismatch is already on that list: its orders wait.
 */
export async function expireCheckout(deps: Deps, paymentId: string, attempt = 0): Promise<void> {
  const payment = await findPaymentById(deps.db, paymentId);
  if (!payment || payment.status !== 'pending') return;
  if (!deps.payments.byId(payment.provider)) {
    await cancelCheckout(deps.db, paymentId, 'expired');
    return;
  }
  /** Queues the expiry again; false once the payment is past the provider's retry window. */
  const again = async () => {
    const later = nextAsk(payment, attempt);
    if (later) await enqueueJob(deps.db, expireCheckoutJob, { paymentId, attempt: attempt + 1 }, later);
    return later !== null;
  };
  let status;
  try {
    status = await settlePayment(deps, payment.reference);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === 'conflict') return; // amount mismatch: on the Needs attention list already
    if (await again()) return;
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
  if (after?.providerOutcome === 'pending' && (await again())) return;
  await cancelCheckout(deps.db, paymentId, 'expired');
}

/**
 * A provider's webhook named a payment: verify and settle. When the provider cannot be asked, the
 * job asks again with backoff for as long as the provider itself retries (72 hours), not for the
 * job runner's few minutes: a late payment after a cancel has no expiry left to catch it. After
 * that, the payment goes on the Needs attention list. A webhook about a payment Oja never made is
 * logged; a mismatch is on the list already (settlePayment).
 */
export async function settleFromWebhook(
  deps: Deps,
  job: { reference: string; transactionId?: string | null; attempt?: number },
): Promise<void> {
  const attempt = job.attempt ?? 0;
  try {
    await settlePayment(deps, job.reference, { transactionId: job.transactionId ?? undefined });
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code !== 'unavailable') {
      deps.logger.warn({ reference: job.reference, reason: error.message }, 'webhook payment not settled');
      return;
    }
    const payment = (await findPaymentByReference(deps.db, job.reference))!;
    const later = nextAsk(payment, attempt);
    if (later) {
      const payload = { reference: job.reference, transactionId: job.transactionId ?? null, attempt: attempt + 1 };
      await enqueueJob(deps.db, settleFromWebhookJob, payload, later);
      return;
    }
    await openPaymentIssue(deps.db, {
      paymentId: payment.id,
      kind: 'provider_unreachable',
      detail: 'The provider sent a webhook for this payment but could not be asked about it for 72 hours.',
    });
  }
}

export const expireCheckoutJobHandler = handleJob(expireCheckoutJob, (deps: Deps, payload) =>
  expireCheckout(deps, payload.paymentId, payload.attempt),
);
export const settleFromWebhookJobHandler = handleJob(settleFromWebhookJob, settleFromWebhook);
