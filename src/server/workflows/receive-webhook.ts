import type { Deps } from '../deps.ts';
import type { PaymentProvider } from '../../shared/constants.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { WebhookSignatureError } from '../payments/providers/payment-provider.ts';
import { CONFIRM_PAYMENT_JOB } from './confirm-payment.ts';
import { CHECK_REFUNDS_JOB } from './send-refund.ts';

/**
 * A provider's webhook: the signature is checked on the raw body, then a job confirms the payment
 * (verify, then settle). Answering at once keeps the provider from retrying a slow endpoint, and a
 * job survives a crash. Returns 'forged' for a bad or missing signature: nothing is written.
 */
export async function receiveWebhook(
  deps: Deps,
  providerId: PaymentProvider,
  rawBody: string,
  headers: Headers,
): Promise<'accepted' | 'ignored' | 'forged' | 'unknown-provider'> {
  const provider = deps.payments.byId(providerId);
  if (!provider) return 'unknown-provider';
  let notice;
  try {
    notice = provider.parseWebhook(rawBody, headers);
  } catch (error) {
    if (error instanceof WebhookSignatureError) return 'forged';
    throw error;
  }
  if ('ignored' in notice) {
    // A webhook shape Oja does not speak (Flutterwave v4): said where an operator reads it.
    if (notice.unsupported) {
      deps.logger.warn({ provider: providerId, shape: notice.ignored }, 'unsupported webhook received and ignored');
    }
    return 'ignored';
  }
  await enqueueJob(
    deps.db,
    notice.kind === 'refund'
      ? { kind: CHECK_REFUNDS_JOB, payload: { reference: notice.reference } }
      : {
          kind: CONFIRM_PAYMENT_JOB,
          payload: { reference: notice.reference, transactionId: notice.transactionId ?? null },
        },
  );
  deps.jobs.kick();
  return 'accepted';
}
