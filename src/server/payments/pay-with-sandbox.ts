import type { DbOrTx } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { ownPayment } from './read-own-payment.ts';
import type { createSandboxProvider } from './providers/sandbox.ts';

export const DELIVER_SANDBOX_WEBHOOK_JOB = 'deliver-sandbox-webhook';

/**
 * The shopper pressed Pay in the sandbox popup. The sandbox takes the money (once per reference,
 * like a provider) and, like a provider, sends its signed webhook a moment later: a queued job
 * delivers it to the same handler a real provider's webhook reaches.
 */
export async function payWithSandbox(
  db: DbOrTx,
  sandbox: ReturnType<typeof createSandboxProvider>,
  reference: string,
  actor: Actor,
): Promise<{ transactionId: string }> {
  const payment = await ownPayment(db, reference, actor);
  if (payment.provider !== 'sandbox') throw new AppError('not_found', messages.checkout.paymentNotFound);
  const { transactionId, webhook } = await sandbox.charge(payment);
  await enqueueJob(db, { kind: DELIVER_SANDBOX_WEBHOOK_JOB, payload: webhook });
  return { transactionId };
}
