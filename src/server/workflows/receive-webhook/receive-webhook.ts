import type { Deps } from '../../deps.ts';
import type { PaymentProvider } from '../../../shared/constants.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { handleJob } from '../../jobs/define-job.ts';
import { WebhookSignatureError } from '../../payments/providers/payment-provider.ts';
import { deliverSandboxWebhookJob } from '../../payments/pay-with-sandbox.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../payments/providers/sandbox.ts';
import { settleFromWebhookJob } from '../settle-or-cancel/settle-or-cancel.ts';
import { checkRefundsJob } from '../send-refund/send-refund.ts';
import { checkCashoutTransferJob } from '../pay-cashout/pay-cashout.ts';

/**
 * A provider's webhook: the signature is checked on the raw body, then a job confirms the payment
 * (verify, then settle), its refunds, or a cashout's bank transfer. Answering at once keeps the provider from retrying a slow endpoint, and a
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
  if (notice.kind === 'refund') await enqueueJob(deps.db, checkRefundsJob, { reference: notice.reference });
  else if (notice.kind === 'transfer') {
    // A cashout's bank transfer moved: the provider is asked how it stands (decision 0018).
    await enqueueJob(deps.db, checkCashoutTransferJob, {
      reference: notice.reference,
      ...(notice.transferId ? { transferId: notice.transferId } : {}),
    });
  } else {
    await enqueueJob(deps.db, settleFromWebhookJob, {
      reference: notice.reference,
      transactionId: notice.transactionId ?? null,
    });
  }
  return 'accepted';
}

/** The sandbox's webhook reaches the same handler a real provider's does. */
export const deliverSandboxWebhookJobHandler = handleJob(deliverSandboxWebhookJob, async (deps: Deps, webhook) => {
  const headers = new Headers({ [SANDBOX_SIGNATURE_HEADER]: webhook.signature });
  await receiveWebhook(deps, 'sandbox', webhook.body, headers);
});
