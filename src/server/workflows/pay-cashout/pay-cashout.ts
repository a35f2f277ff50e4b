import { z } from 'zod';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { jobs } from '../../db/schema.ts';
import { defineJob, handleJob } from '../../jobs/define-job.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { findCashoutTransfer, type CashoutTransferRow } from '../../cashouts/find-cashout-transfer.ts';
import { markTransferSending } from '../../cashouts/mark-transfer-sending.ts';
import { recordTransferReport } from '../../cashouts/record-transfer-report.ts';
import { settleCashout } from '../../cashouts/settle-cashout.ts';
import { findTransferRecipient, saveTransferRecipient } from '../../cashouts/transfer-recipient.ts';
import { queueCashoutDecisionMail } from '../../cashouts/cashout-decision-mail.ts';
import {
  listWaitingForFunds,
  noteShortfall,
  olderWaitingForFunds,
  releaseFromWaiting,
  waitForFunds,
} from '../../cashouts/wait-for-funds.ts';
import { returnCashout } from '../../ledger/return-cashout.ts';
import { recordTransferFee } from '../../ledger/record-platform-cost.ts';
import {
  type PayoutProvider,
  ProviderUnavailableError,
  RecipientRefusedError,
  type TransferReport,
} from '../../payments/providers/payment-provider.ts';
import { noteTransferUnreachable } from '../../cashouts/note-transfer-unreachable.ts';
import { messages } from '../../../shared/messages.ts';

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
/** Reads the providers' balances and sends what waits for funds, oldest first (sendWaitingPayouts). */
export const sendWaitingPayoutsJob = defineJob('send-waiting-payouts', z.object({}));
/** A transfer still on its way is asked about again this often (the sandbox's own delay instead). */
const CHECK_AGAIN_SECONDS = 30 * 60;
/** A provider that cannot be reached is asked to send again this often, for as long as it takes. */
const SEND_AGAIN_SECONDS = 5 * 60;
/** While anything waits for funds, the balance is read again this often. */
export const FUNDS_CHECK_SECONDS = 15 * 60;

const narrationOf = (transfer: CashoutTransferRow) => `Oja cashout ${transfer.cashoutRequestId.slice(0, 8)}`;

function payoutProviderOf(deps: Pick<Deps, 'payments'>, transfer: Pick<CashoutTransferRow, 'provider' | 'reference'>) {
  const provider = deps.payments.payoutsById(transfer.provider);
  // Keys removed since approval: the job fails and is retried; the admin sees it processing.
  if (!provider) throw new Error(`no payout provider "${transfer.provider}" for transfer ${transfer.reference}`);
  return provider;
}

/**
 * Sends an approved cashout's bank transfer (decision 0018). The transfer row was written when
 * the cashout was approved. A retry that finds `sending` (a crash, a lost answer) first asks the
 * provider about the reference and sends only if the provider says it never had it. Then the
 * provider's balance is read: what it cannot cover (with the fee) waits for funds, as does
 * anything newer than a transfer already waiting. Then the vendor's recipient is found or made,
 * the row is marked `sending` and committed, and only then is the provider asked to send. A refused
 * create is looked up by reference before anything is decided: whatever the provider holds is the
 * truth; "not held" and "balance not enough" waits for funds; "not held" otherwise fails the
 * cashout (the money back to the seller). A provider that cannot be reached, or cannot say, is
 * asked again every few minutes (unreachable or unconfirmed on Needs attention meanwhile).
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
  const shortfall = await shortfallOf(deps, provider, transfer);
  if (shortfall > 0) return waitForFundsAndLook(deps, transfer, shortfall);
  let recipientCode: string | null;
  try {
    recipientCode = await recipientOf(deps, provider, transfer);
  } catch (error) {
    if (!(error instanceof RecipientRefusedError)) throw error;
    // The provider will not pay this account: nothing was sent, the cashout fails and the money returns.
    return applyTransferReport(deps, transfer, refusedReport(error.reason), { schedule: false });
  }
  if (!(await markTransferSending(deps.db, transfer.id, recipientCode))) return;
  const answer = await provider.sendTransfer({
    reference: transfer.reference,
    amountKobo: transfer.amountKobo,
    recipientCode,
    bankCode: transfer.bankCode,
    accountNumber: transfer.accountNumber,
    accountName: transfer.accountName,
    narration: narrationOf(transfer),
  });
  if (answer.status !== 'refused') return applyTransferReport(deps, transfer, answer, { schedule: true });
  // A refusal does not say nothing was sent (a reused reference is refused too, in words no
  // provider documents): what the provider holds under the reference decides. If it cannot say,
  // the error leaves the transfer `sending`, unconfirmed, and it is looked up again later.
  const held = await provider.verifyTransfer(transfer.reference, null);
  if (held) return applyTransferReport(deps, transfer, held, { schedule: true });
  if (answer.balanceTooLow) {
    const fee = await provider.transferFee(transfer.amountKobo);
    return waitForFundsAndLook(deps, transfer, transfer.amountKobo + fee);
  }
  await applyTransferReport(deps, transfer, refusedReport(answer.reason), { schedule: false });
}

const refusedReport = (reason: string): TransferReport => ({
  status: 'failed',
  providerStatus: 'refused',
  providerTransferId: '',
  reason,
  feeKobo: null,
});

/**
 * How much the provider's balance lacks to pay this transfer and its fee; 0 when it can. A transfer
 * newer than one already waiting for funds waits behind it (oldest first), whatever the balance.
 */
async function shortfallOf(deps: Deps, provider: PayoutProvider, transfer: CashoutTransferRow): Promise<number> {
  const [balance, fee] = await Promise.all([provider.readBalance(), provider.transferFee(transfer.amountKobo)]);
  const need = transfer.amountKobo + fee;
  if (await olderWaitingForFunds(deps.db, transfer)) return need;
  return Math.max(0, need - balance);
}

/** The transfer waits for funds, and a funds job will look again (one chain of them is enough). */
async function waitForFundsAndLook(deps: Deps, transfer: CashoutTransferRow, shortfallKobo: number) {
  deps.logger.warn({ reference: transfer.reference, shortfallKobo }, 'payout waits for funds at the provider');
  await deps.db.transaction(async (tx) => {
    if (await waitForFunds(tx, transfer.id, shortfallKobo)) await scheduleFundsCheck(tx);
  });
}

async function scheduleFundsCheck(db: DbOrTx) {
  const [queued] = await db
    .select({ id: jobs.id })
    .from(jobs)
    .where(and(eq(jobs.kind, sendWaitingPayoutsJob.kind), eq(jobs.status, 'pending')))
    .limit(1);
  if (!queued) await enqueueJob(db, sendWaitingPayoutsJob, {}, { runAfterSeconds: FUNDS_CHECK_SECONDS });
}

/**
 * The funds job (decision 0018): for each provider, its balance is read once and the transfers
 * waiting for funds are released oldest first while the balance covers each with its fee; the
 * first that does not fit stops the queue (a later, smaller one does not jump it), and every one
 * left is told how much is still missing. Each release is one conditional statement with its send
 * job, so two runs release a transfer once. While anything waits, it looks again later.
 */
export async function sendWaitingPayouts(deps: Deps): Promise<void> {
  const waiting = await listWaitingForFunds(deps.db);
  let left = 0;
  for (const providerId of new Set(waiting.map((w) => w.provider))) {
    const provider = payoutProviderOf(deps, { provider: providerId, reference: 'waiting for funds' });
    let balance: number;
    try {
      balance = await provider.readBalance();
    } catch (error) {
      if (!(error instanceof ProviderUnavailableError)) throw error;
      left += 1;
      continue;
    }
    let missing = 0;
    for (const transfer of waiting.filter((w) => w.provider === providerId)) {
      const need = transfer.amountKobo + (await provider.transferFee(transfer.amountKobo));
      if (missing === 0 && need <= balance) {
        balance -= need;
        await deps.db.transaction(async (tx) => {
          if (await releaseFromWaiting(tx, transfer.id)) {
            await enqueueJob(tx, sendCashoutTransferJob, { cashoutId: transfer.cashoutRequestId });
          }
        });
        continue;
      }
      missing += need;
      left += 1;
      await noteShortfall(deps.db, transfer.id, missing - balance);
    }
  }
  if (left > 0) await scheduleFundsCheck(deps.db);
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
 * "Needs attention") and, when asked to, is checked again later; abandoned (no OTP in time) stays
 * `processing` on Needs attention for an admin to send again; success makes the cashout `paid` and
 * books the provider's fee as the platform's cost; failed or reversed makes it `failed` with the
 * provider's reason, credits the amount back to the vendor's balance once, and puts it on the
 * admin's "Needs attention" list. The vendor is mailed when it is paid or failed. Each step is
 * conditional: a replayed webhook changes nothing.
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
        feeKobo: report.feeKobo,
      });
      if (moved && options.schedule) {
        // The sandbox settles after its own delay; a real provider's webhook usually comes first.
        // One waiting for an OTP is looked at again too: Paystack abandons it after 30 minutes.
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
      feeKobo: report.feeKobo,
    });
    if (!moved) return;
    // The marketplace's missed OTP is not the seller's failure: an admin sends it again.
    if (report.status === 'abandoned') return;
    if (report.status === 'success') {
      if (moved.feeKobo !== null) {
        await recordTransferFee(tx, {
          cashoutTransferId: moved.id,
          provider: moved.provider,
          amountKobo: moved.feeKobo,
        });
      }
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
  // Not sent yet, or waiting for funds or for an admin: the send job or the admin moves it.
  if (!transfer || !['sending', 'sent', 'success'].includes(transfer.status)) return;
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
export const sendWaitingPayoutsJobHandler = handleJob(sendWaitingPayoutsJob, (deps: Deps) => sendWaitingPayouts(deps));
