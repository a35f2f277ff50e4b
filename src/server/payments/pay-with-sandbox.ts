import type { Db } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { ownPayment } from './read-own-payment.ts';
import type { createSandboxProvider } from './providers/sandbox.ts';
import type { SandboxPayWay } from '../../shared/schemas/checkout.ts';

export const DELIVER_SANDBOX_WEBHOOK_JOB = 'deliver-sandbox-webhook';
export const SANDBOX_TRANSFER_ARRIVES_JOB = 'sandbox-transfer-arrives';

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
  payment: { reference: string; way: SandboxPayWay; transferSeconds: number },
  actor: Actor,
): Promise<{ transactionId: string }> {
  const own = await ownPayment(db, payment.reference, actor);
  if (own.provider !== 'sandbox') throw new AppError('not_found', messages.checkout.paymentNotFound);
  return db.transaction(async (tx) => {
    const { transactionId, webhook } = await sandbox.charge(tx, own, payment.way);
    if (webhook) await enqueueJob(tx, { kind: DELIVER_SANDBOX_WEBHOOK_JOB, payload: webhook });
    else {
      // A bank transfer: the bank takes a while, then the sandbox tells Oja as Paystack would.
      await enqueueJob(tx, {
        kind: SANDBOX_TRANSFER_ARRIVES_JOB,
        payload: { reference: own.reference },
        runAfterSeconds: payment.transferSeconds,
      });
    }
    return { transactionId };
  });
}

/** The sandbox's bank transfer arrives: the money is taken and its webhook queued, in one go. */
export async function arriveSandboxTransfer(
  db: Db,
  sandbox: ReturnType<typeof createSandboxProvider>,
  reference: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    const webhook = await sandbox.arriveTransfer(tx, reference);
    if (webhook) await enqueueJob(tx, { kind: DELIVER_SANDBOX_WEBHOOK_JOB, payload: webhook });
  });
}
