import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** Where a seller's cashouts are paid: the bank account on their profile (docs/product.md#bank-details). */
export const payoutAccountColumns = {
  bankName: profiles.bankName,
  bankCode: profiles.bankCode,
  accountNumber: profiles.accountNumber,
  accountName: profiles.accountName,
};

type PayoutAccount = { [K in keyof typeof payoutAccountColumns]: string | null };

/** A cashout can be paid only to a bank, an account number and a named holder. */
export function hasPayoutAccount(account: PayoutAccount): boolean {
  return Boolean(account.bankName?.trim() && account.accountNumber?.trim() && account.accountName?.trim());
}

/**
 * An approval pays the vendor's bank account, so one without is refused (409) and the caller's
 * transaction rolls back: the request stays pending, to be rejected or approved once they add it.
 */
export async function requirePayoutAccount(
  db: DbOrTx,
  vendorId: string,
): Promise<{ bankName: string; bankCode: string; accountNumber: string; accountName: string }> {
  const [account] = await db.select(payoutAccountColumns).from(profiles).where(eq(profiles.id, vendorId));
  // A transfer names the bank by its code: an account without one cannot be paid either.
  if (!account || !hasPayoutAccount(account) || !account.bankCode?.trim()) {
    throw new AppError('conflict', messages.cashouts.noBankDetailsToPay);
  }
  return {
    bankName: account.bankName!,
    bankCode: account.bankCode,
    accountNumber: account.accountNumber!.trim(),
    accountName: account.accountName!.trim(),
  };
}
