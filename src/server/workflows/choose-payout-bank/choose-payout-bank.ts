import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { readPayoutBanks } from '../../banks/read-payout-banks.ts';
import type { BankList } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';

export type ChosenBank = { code: string; name: string; list: BankList };

/**
 * The bank a seller chose, as the list of the provider that pays cashouts names it (decision 0032).
 * A code not on that list (another provider's, a stale form, a made-up one) is refused with 400 on
 * the bank field: a cashout to it could not be paid.
 */
export async function choosePayoutBank(deps: Pick<Deps, 'db' | 'payments'>, bankCode: string): Promise<ChosenBank> {
  const { list, banks } = await readPayoutBanks(deps.db, deps.payments.payouts?.id);
  const bank = banks.find((b) => b.code === bankCode);
  if (!bank) {
    throw new AppError('invalid_input', messages.bankDetails.bankNotOnList, {
      bankCode: messages.bankDetails.bankNotOnList,
    });
  }
  return { ...bank, list };
}
