import { z } from 'zod';
import type { Db } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import { ownPayment } from './read-own-payment.ts';
import type { createSandboxProvider } from './providers/sandbox.ts';
import type { SandboxPayWay } from '../../shared/schemas/checkout.ts';

/** The sandbox's signed webhook on its way to Oja (handled by the webhook workflow, as a provider's is). */
export const deliverSandboxWebhookJob = defineJob(
  'deliver-sandbox-webhook',
  z.object({ body: z.string(), signature: z.string() }),
);
/** The sandbox's bank transfer arrives (arriveSandboxTransfer). */
export const sandboxTransferArrivesJob = defineJob('sandbox-transfer-arrives', z.object({ reference: z.string() }));

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
    if (webhook) await enqueueJob(tx, deliverSandboxWebhookJob, webhook);
    else {
      // A bank transfer: the bank takes a while, then the sandbox tells Oja as Paystack would.
      await enqueueJob(
        tx,
        sandboxTransferArrivesJob,
        { reference: own.reference },
        { runAfterSeconds: payment.transferSeconds },
      );
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
    if (webhook) await enqueueJob(tx, deliverSandboxWebhookJob, webhook);
  });
}

export const sandboxTransferArrivesJobHandler = handleJob(
  sandboxTransferArrivesJob,
  (deps: Pick<Deps, 'db' | 'payments'>, payload) =>
    arriveSandboxTransfer(deps.db, deps.payments.sandbox, payload.reference),
);
