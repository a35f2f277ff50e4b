import type { Db } from '../db/client.ts';
import { AppError } from '../errors.ts';
import { decideCashout } from '../cashouts/decide-cashout.ts';
import { toCashout } from '../cashouts/request-cashout.ts';
import { requirePayoutAccount } from '../cashouts/payout-account.ts';
import { queueCashoutDecisionMail } from '../cashouts/cashout-decision-mail.ts';
import { debitForCashout, InsufficientBalance } from '../ledger/debit-for-cashout.ts';
import { messages } from '../../shared/messages.ts';

/**
 * An admin completes a pending cashout (the spec's "Approve" button; its status becomes `completed`,
 * the one word the code uses for it), in one transaction: the request becomes completed with
 * "Processed by admin" (conditional on still being pending: a second click is a 409), the ledger is
 * debited and the balance lowered (conditional on the balance covering it), and the vendor's mail
 * is queued. When the balance is short the whole transaction rolls back: "Insufficient balance",
 * and the request stays pending; likewise when the vendor has no bank account to pay.
 */
export async function completeCashout(db: Db, id: string) {
  try {
    return await db.transaction(async (tx) => {
      const completed = await decideCashout(tx, id, 'completed');
      await requirePayoutAccount(tx, completed.vendorId);
      await debitForCashout(tx, {
        vendorId: completed.vendorId,
        cashoutRequestId: completed.id,
        amountKobo: completed.amountKobo,
      });
      await queueCashoutDecisionMail(tx, completed.id);
      return toCashout(completed);
    });
  } catch (error) {
    if (error instanceof InsufficientBalance) throw new AppError('conflict', messages.cashouts.insufficientBalance);
    throw error;
  }
}
