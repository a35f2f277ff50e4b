import type { Db } from '../db/client.ts';
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
 * delivers it to the same handler a real provider's webhook reaches. The charge and the queued
 * webhook are one transaction, so a crash never leaves money taken with no webhook to tell of it
 * (and the expiry asks the sandbox before it cancels, should one ever be lost).
 */
export async function payWithSandbox(
  db: Db,
  sandbox: ReturnType<typeof createSandboxProvider>,
  reference: string,
  actor: Actor,
): Promise<{ transactionId: string }> {
  const payment = await ownPayment(db, reference, actor);
  if (payment.provider !== 'sandbox') throw new AppError('not_found', messages.checkout.paymentNotFound);
  return db.transaction(async (tx) => {
    const { transactionId, webhook } = await sandbox.charge(tx, payment);
    await enqueueJob(tx, { kind: DELIVER_SANDBOX_WEBHOOK_JOB, payload: webhook });
    return { transactionId };
  });
}
