import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { claimTransferOtp, releaseTransferOtp } from '../../cashouts/claim-transfer-otp.ts';
import { findCashoutTransfer } from '../../cashouts/find-cashout-transfer.ts';
import { ProviderUnavailableError } from '../../payments/providers/payment-provider.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { messages } from '../../../shared/messages.ts';
import { applyTransferReport, checkCashoutTransferJob } from '../pay-cashout/pay-cashout.ts';

/**
 * An admin types the OTP the provider sent for a transfer waiting for one (decision 0018;
 * Paystack POST /transfer/finalize_transfer). The transfer is claimed first (`otp` → `finalizing`,
 * committed), so two clicks send one OTP and the second is a 409. What the provider answers is
 * applied as any report; a refusal (a wrong or expired OTP) puts the transfer back to waiting for
 * an OTP with the provider's words, and the admin may try again. No answer: it waits for an OTP
 * again and is looked up at once, so a finalize that did reach the provider is seen. The claim and
 * its audit row (decision 0042; never the OTP itself) commit together before the provider is asked.
 */
export async function finalizeCashoutTransfer(deps: Deps, cashoutId: string, otp: string, stamp: AuditStamp) {
  const claimed = await deps.db.transaction(async (tx) => {
    const row = await claimTransferOtp(tx, cashoutId);
    await recordAuditEvent(tx, stamp, {
      kind: 'cashout_otp_submitted',
      subjectType: 'cashout',
      subjectId: cashoutId,
      before: { transfer: 'otp', reference: row.reference },
      after: { transfer: 'finalizing', reference: row.reference },
    });
    return row;
  });
  const provider = deps.payments.payoutsById(claimed.provider);
  if (!provider?.finalizeTransfer || !claimed.providerTransferId) {
    await releaseTransferOtp(deps.db, claimed.id, messages.cashouts.otpNotSupported);
    throw new AppError('conflict', messages.cashouts.otpNotSupported);
  }
  let answer: Awaited<ReturnType<NonNullable<typeof provider.finalizeTransfer>>>;
  try {
    answer = await provider.finalizeTransfer({ providerTransferId: claimed.providerTransferId, otp });
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    await deps.db.transaction(async (tx) => {
      await releaseTransferOtp(tx, claimed.id, messages.cashouts.otpNotHeard);
      await enqueueJob(tx, checkCashoutTransferJob, { reference: claimed.reference, scheduled: false });
    });
    throw new AppError('unavailable', messages.cashouts.otpNotHeard);
  }
  if (answer.status === 'refused') {
    await releaseTransferOtp(deps.db, claimed.id, answer.reason);
    throw new AppError('unprocessable', messages.cashouts.otpRefused(answer.reason));
  }
  const transfer = await findCashoutTransfer(deps.db, { cashoutId });
  await applyTransferReport(deps, transfer!, answer, { schedule: true });
  return { transfer: { status: answer.status, providerStatus: answer.providerStatus } };
}
