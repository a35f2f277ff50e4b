import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { type AccountNameCheck, NIGERIAN_BANKS } from '../../shared/constants.ts';
import type { BankDetailsValues } from '../../shared/schemas/bank-details.ts';
import { readOwnProfile } from './read-own-profile.ts';

/** What the payout provider said of the account's holder (docs/product.md#bank-details). */
export type AccountNameResult = { resolvedAccountName: string | null; accountNameCheck: AccountNameCheck };

/**
 * Writes the caller's payout account (bank name from its code, account number, holder) and returns
 * their profile, with the holder's name the payout provider gave for it. The caller has already proved their password (workflows/change-bank-details.ts).
 */
export async function updateBankDetails(
  db: DbOrTx,
  input: Pick<BankDetailsValues, 'bankCode' | 'accountNumber' | 'accountName'> & AccountNameResult,
  actor: Pick<Actor, 'id'>,
) {
  const bank = NIGERIAN_BANKS.find((b) => b.code === input.bankCode);
  if (!bank) throw new AppError('invalid_input', 'Unknown bank', { bankCode: 'Unknown bank' });
  await db
    .update(profiles)
    .set({
      bankCode: bank.code,
      bankName: bank.name,
      accountNumber: input.accountNumber,
      accountName: input.accountName,
      resolvedAccountName: input.resolvedAccountName,
      accountNameCheck: input.accountNameCheck,
    })
    .where(eq(profiles.id, actor.id));
  return readOwnProfile(db, actor);
}
