import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { decideCashout } from '../../cashouts/decide-cashout.ts';
import { toCashout } from '../../cashouts/request-cashout.ts';
import { requirePayoutAccount } from '../../cashouts/payout-account.ts';
import { readAvailableBalance } from '../../cashouts/read-available-balance.ts';
import { queueCashoutDecisionMail } from '../../cashouts/cashout-decision-mail.ts';
import { recordCashoutTransfer } from '../../cashouts/record-cashout-transfer.ts';
import { debitForCashout, InsufficientBalance } from '../../ledger/debit-for-cashout.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { recordAuditEvent, type AuditStamp } from '../../audit/record-audit-event.ts';
import { messages } from '../../../shared/messages.ts';
import { formatNaira } from '../../../shared/money.ts';
import { sendCashoutTransferJob } from '../pay-cashout/pay-cashout.ts';

/**
 * An admin approves a pending cashout (docs/product.md#cashouts, decision 0018), in one
 * transaction: the request becomes `processing` with "Processed by admin" (conditional on still
 * being pending: a second click is a 409), the ledger is debited and the balance lowered
 * (conditional on the balance covering it), the bank transfer is recorded with the account it
 * pays and its reference, and the job that sends it and the vendor's mail are queued. When the
 * balance is short the whole transaction rolls back: "Insufficient balance" — or, when the balance
 * is below zero, that the seller owes commission and nothing is paid out until later sales cover
 * it (decision 0016), or what the commission of their orders still due at the door keeps back
 * (decision 0019) — and the request stays pending; likewise when the vendor has no bank account,
 * or no provider can send money. An admin's approval is a row of the audit trail in the same
 * transaction (decision 0042); the weekly run's automatic ones have no admin and no row.
 */
export async function approveCashout(
  deps: Pick<Deps, 'db' | 'payments'>,
  id: string,
  options: { notes?: string; stamp?: AuditStamp } = {},
) {
  const provider = deps.payments.payouts;
  try {
    return await deps.db.transaction(async (tx) => {
      const approved = await decideCashout(tx, id, 'processing', options.notes);
      const account = await requirePayoutAccount(tx, approved.vendorId);
      if (!provider) throw new AppError('conflict', messages.cashouts.payoutsNotSetUp);
      // Commission due at the door stays in the balance (decision 0019). Read before the debit's
      // conditional update: a Delivered and paid committing in between only makes it stricter.
      const { reservedKobo } = await readAvailableBalance(tx, approved.vendorId);
      await debitForCashout(tx, {
        vendorId: approved.vendorId,
        cashoutRequestId: approved.id,
        amountKobo: approved.amountKobo,
        keepKobo: reservedKobo,
      });
      await recordCashoutTransfer(tx, {
        cashoutRequestId: approved.id,
        provider: provider.id,
        amountKobo: approved.amountKobo,
        account,
      });
      await enqueueJob(tx, sendCashoutTransferJob, { cashoutId: approved.id });
      await queueCashoutDecisionMail(tx, approved.id);
      if (options.stamp)
        await recordAuditEvent(tx, options.stamp, {
          kind: 'cashout_approved',
          subjectType: 'cashout',
          subjectId: approved.id,
          before: { status: 'pending' },
          after: { status: approved.status, amountKobo: approved.amountKobo, vendorId: approved.vendorId },
        });
      return toCashout(approved);
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) {
      throw new AppError(
        'conflict',
        error.balanceKobo < 0
          ? messages.cashouts.sellerOwes(formatNaira(-error.balanceKobo))
          : error.keepKobo > 0
            ? messages.cashouts.sellerReserved(formatNaira(error.keepKobo))
            : messages.cashouts.insufficientBalance,
      );
    }
    throw error;
  }
}
