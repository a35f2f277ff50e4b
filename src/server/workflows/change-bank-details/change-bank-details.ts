import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { verifyOwnPassword } from '../../auth/verify-own-password.ts';
import { updateBankDetails } from '../../profiles/update-bank-details.ts';
import { queueBankDetailsMail } from '../../profiles/bank-details-mail.ts';
import type { BankDetailsValues } from '../../../shared/schemas/bank-details.ts';
import { checkAccountName } from '../check-account-name/check-account-name.ts';
import { choosePayoutBank } from '../choose-payout-bank/choose-payout-bank.ts';

/**
 * A seller changes the bank account their cashouts are paid to (docs/product.md#bank-details). The password is asked
 * for again first, so a session alone cannot redirect the money; the payout provider is asked
 * for the holder's name; then, in one transaction, the profile changes and the owner's "your bank account was changed" mail is queued.
 */
export async function changeBankDetails(
  deps: Pick<Deps, 'db' | 'auth' | 'payments' | 'logger'>,
  input: BankDetailsValues & { ip: string },
  actor: Actor,
) {
  // A bank the payout provider cannot pay is refused before the password is tried.
  const bank = await choosePayoutBank(deps, input.bankCode);
  await verifyOwnPassword(deps, { userId: actor.id, password: input.currentPassword, ip: input.ip });
  // Whose account it is, as the payout provider says (or "not checked" in an outage).
  const check = await checkAccountName(deps, input);
  return deps.db.transaction(async (tx) => {
    const profile = await updateBankDetails(tx, { ...input, ...check, bank }, actor);
    await queueBankDetailsMail(tx, {
      userId: actor.id,
      bankName: profile.bankName ?? '',
      accountNumber: profile.accountNumber ?? '',
      accountName: profile.accountName ?? '',
    });
    return profile;
  });
}
