import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import type { AccountNameCheck, BankList } from '../../shared/constants.ts';
import type { BankDetailsValues } from '../../shared/schemas/bank-details.ts';
import { readOwnProfile } from './read-own-profile.ts';

/** What the payout provider said of the account's holder (docs/product.md#bank-details). */
export type AccountNameResult = { resolvedAccountName: string | null; accountNameCheck: AccountNameCheck };

/**
 * Writes the caller's payout account (the bank as the payout provider's list names it, account
 * number, holder) and returns their profile, with the holder's name the payout provider gave for it.
 * The caller has already proved their password and checked the bank against the list (workflows/change-bank-details/change-bank-details.ts).
 */
export async function updateBankDetails(
  db: DbOrTx,
  input: Pick<BankDetailsValues, 'accountNumber' | 'accountName'> &
    AccountNameResult & { bank: { code: string; name: string; list: BankList } },
  actor: Pick<Actor, 'id'>,
) {
  const { bank } = input;
  await db
    .update(profiles)
    .set({
      bankCode: bank.code,
      bankName: bank.name,
      bankList: bank.list,
      accountNumber: input.accountNumber,
      accountName: input.accountName,
      resolvedAccountName: input.resolvedAccountName,
      accountNameCheck: input.accountNameCheck,
    })
    .where(eq(profiles.id, actor.id));
  return readOwnProfile(db, actor);
}
