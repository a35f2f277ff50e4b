import { z } from 'zod';
import type { Deps } from '../deps.ts';
import { defineJob, handleJob } from '../jobs/define-job.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { findCashoutTransfer, type CashoutTransferRow } from '../cashouts/find-cashout-transfer.ts';
import { markTransferSending } from '../cashouts/mark-transfer-sending.ts';
import { recordTransferReport } from '../cashouts/record-transfer-report.ts';
import { settleCashout } from '../cashouts/settle-cashout.ts';
import { findTransferRecipient, saveTransferRecipient } from '../cashouts/transfer-recipient.ts';
import { queueCashoutDecisionMail } from '../cashouts/cashout-decision-mail.ts';
import { returnCashout } from '../ledger/return-cashout.ts';
import {
  DuplicateTransferError,
  type PayoutProvider,
  ProviderUnavailableError,
  RecipientRefusedError,
  type TransferReport,
} from '../payments/providers/payment-provider.ts';
import { noteTransferUnreachable } from '../cashouts/note-transfer-unreachable.ts';
import { messages } from '../../shared/messages.ts';

/** Sends the bank transfer of an approved cashout (sendCashoutTransfer). */
export const sendCashoutTransferJob = defineJob('send-cashout-transfer', z.object({ cashoutId: z.string() }));
/**
 * Asks the provider how a cashout's transfer stands (checkCashoutTransfer): after a webhook, and on
 * a schedule while the transfer is on its way, in case its webhook never comes. `transferId` is the
 * provider's id a webhook named (Flutterwave finds a transfer by it).
 */
export const checkCashoutTransferJob = defineJob(
  'check-cashout-transfer',
  z.object({ reference: z.string(), transferId: z.string().optional(), scheduled: z.boolean().default(false) }),
);
/** A transfer still on its way is asked about again this often (the sandbox's own delay instead). */
const CHECK_AGAIN_SECONDS = 30 * 60;
/** A provider that cannot be reached is asked to send again this often, for as long as it takes. */
const SEND_AGAIN_SECONDS = 5 * 60;

const narrationOf = (transfer: CashoutTransferRow) => `Oja cashout ${transfer.cashoutRequestId.slice(0, 8)}`;

function payoutProviderOf(deps: Pick<Deps, 'payments'>, transfer: CashoutTransferRow): PayoutProvider {
  const provider = deps.payments.payoutsById(transfer.provider);
  // Keys removed since approval: the job fails and is retried; the admin sees it processing.
  if (!provider) throw new Error(`no payout provider "${transfer.provider}" for transfer ${transfer.reference}`);
  return provider;
}

/**
 * Sends an approved cashout's bank transfer (decision 0018). The transfer row was written when
 * the cashout was approved. First the vendor's recipient at the provider is found or made; then
 * the row is marked `sending` and committed, and only then is the provider asked to send, with the
 * reference derived from the cashout. A retry that finds `sending` (a crash, a lost answer) asks
 * the provider about the reference first and sends only if the provider never had it; a provider
 * that already has it refuses the duplicate. So a naira is sent once, however often this runs.
 * A provider that cannot be reached is asked again every few minutes (the transfer reads
 * `unreachable` on Needs attention meanwhile); one that refuses the account fails the cashout.
 */
export async function sendCashoutTransfer(deps: Deps, cashoutId: string): Promise<void> {
  const transfer = await findCashoutTransfer(deps.db, { cashoutId });
  if (!transfer || (transfer.status !== 'recorded' && transfer.status !== 'sending')) return;
  try {
    await trySending(deps, transfer);
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    // An outage outlasts the job's retries: the transfer says so on Needs attention and is tried
    // again later, by a new job, however long the provider is away (the money stays debited).
    deps.logger.warn({ err: error, reference: transfer.reference }, 'payout provider unreachable; will send again');
    await deps.db.transaction(async (tx) => {
      await noteTransferUnreachable(tx, transfer.id);
      await enqueueJob(tx, sendCashoutTransferJob, { cashoutId }, { runAfterSeconds: SEND_AGAIN_SECONDS });
    });
  }
}

async function trySending(deps: Deps, transfer: CashoutTransferRow): Promise<void> {
  const provider = payoutProviderOf(deps, transfer);
  if (transfer.status === 'sending') {
    const held = await provider.verifyTransfer(transfer.reference, transfer.providerTransferId);
    if (held) return applyTransferReport(deps, transfer, held, { schedule: true });
  }
  let recipientCode: string | null;
  try {
    recipientCode = await recipientOf(deps, provider, transfer);
  } catch (error) {
    if (!(error instanceof RecipientRefusedError)) throw error;
    // The provider will not pay this account: nothing was sent, the cashout fails and the money returns.
    const refused = {
      status: 'failed',
      providerStatus: 'refused',
      providerTransferId: '',
      reason: error.reason,
    } as const;
    return applyTransferReport(deps, transfer, refused, { schedule: false });
  }
  if (!(await markTransferSending(deps.db, transfer.id, recipientCode))) return;
  let report: TransferReport | null;
  try {
    report = await provider.sendTransfer({
      reference: transfer.reference,
      amountKobo: transfer.amountKobo,
      recipientCode,
      bankCode: transfer.bankCode,
      accountNumber: transfer.accountNumber,
      accountName: transfer.accountName,
      narration: narrationOf(transfer),
    });
  } catch (error) {
    if (!(error instanceof DuplicateTransferError)) throw error;
    // Sent before by an attempt that never heard the answer: what the provider holds is the truth.
    report = await provider.verifyTransfer(transfer.reference, transfer.providerTransferId);
    if (!report) throw error;
  }
  await applyTransferReport(deps, transfer, report, { schedule: true });
}

/** The recipient this transfer pays: kept on the row, else the vendor's for this account, else made now. */
async function recipientOf(deps: Deps, provider: PayoutProvider, transfer: CashoutTransferRow) {
  if (transfer.recipientCode) return transfer.recipientCode;
  const key = {
    vendorId: transfer.vendorId,
    provider: transfer.provider,
    bankCode: transfer.bankCode,
    accountNumber: transfer.accountNumber,
  };
  const known = await findTransferRecipient(deps.db, key);
  if (known) return known;
  const made = await provider.createRecipient({
    accountName: transfer.accountName,
    accountNumber: transfer.accountNumber,
    bankCode: transfer.bankCode,
  });
  return made === null ? null : saveTransferRecipient(deps.db, key, made);
}

/**
 * What the provider said of a cashout's transfer reaches the transfer and the cashout, in one
 * transaction (decision 0018): still on its way, it stays `processing` (an `otp` one shows on
 * "Needs attention") and, when asked to, is checked again later; success makes the cashout `paid`;
 * failed or reversed makes it `failed` with the provider's reason, credits the amount back to the
 * vendor's balance once, and puts it on the admin's "Needs attention" list. The vendor is mailed
 * when it is paid or failed. Each step is conditional: a replayed webhook changes nothing.
 */
export async function applyTransferReport(
  deps: Pick<Deps, 'db' | 'config'>,
  transfer: CashoutTransferRow,
  report: TransferReport,
  options: { schedule: boolean },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    if (report.status === 'pending') {
      const moved = await recordTransferReport(tx, transfer.id, {
        status: 'sent',
        providerStatus: report.providerStatus,
        providerTransferId: report.providerTransferId,
      });
      if (moved && options.schedule) {
        // The sandbox settles after its own delay; a real provider's webhook usually comes first.
        await enqueueJob(
          tx,
          checkCashoutTransferJob,
          { reference: transfer.reference, scheduled: true },
          {
            runAfterSeconds:
              transfer.provider === 'sandbox' ? deps.config.payments.sandboxPayouts.seconds : CHECK_AGAIN_SECONDS,
          },
        );
      }
      return;
    }
    const moved = await recordTransferReport(tx, transfer.id, {
      status: report.status,
      providerStatus: report.providerStatus,
      providerTransferId: report.providerTransferId,
    });
    if (!moved) return;
    if (report.status === 'success') {
      if (await settleCashout(tx, transfer.cashoutRequestId, { status: 'paid' })) {
        await queueCashoutDecisionMail(tx, transfer.cashoutRequestId, 'paid');
      }
      return;
    }
    const reason = report.reason?.trim() || messages.cashouts.transferFailed;
    const failed = await settleCashout(tx, transfer.cashoutRequestId, { status: 'failed', reason });
    if (!failed) return;
    // The money did not reach the vendor: it goes back to their balance, once.
    await returnCashout(tx, {
      vendorId: failed.vendorId,
      cashoutRequestId: failed.id,
      amountKobo: failed.amountKobo,
    });
    await queueCashoutDecisionMail(tx, failed.id, 'failed');
  });
}

/**
 * A transfer webhook arrived, or a transfer on its way is due another look: the provider is asked
 * (verify by reference; Flutterwave by its id) and its answer applied. A webhook never decides by
 * itself. A transfer not yet sent is left to its send job.
 */
export async function checkCashoutTransfer(
  deps: Deps,
  input: { reference: string; transferId?: string | undefined; scheduled: boolean },
): Promise<void> {
  const transfer = await findCashoutTransfer(deps.db, { reference: input.reference });
  if (!transfer || transfer.status === 'recorded') return;
  const provider = payoutProviderOf(deps, transfer);
  const report = await provider.verifyTransfer(
    transfer.reference,
    transfer.providerTransferId ?? input.transferId ?? null,
  );
  // Not at the provider (yet): its send job, which marked it sending, sends it or retries.
  if (!report) return;
  // A scheduled look keeps looking while the transfer is on its way; a webhook's adds no other.
  await applyTransferReport(deps, transfer, report, { schedule: input.scheduled });
}

export const sendCashoutTransferJobHandler = handleJob(sendCashoutTransferJob, (deps: Deps, payload) =>
  sendCashoutTransfer(deps, payload.cashoutId),
);
export const checkCashoutTransferJobHandler = handleJob(checkCashoutTransferJob, checkCashoutTransfer);
