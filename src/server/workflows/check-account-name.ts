import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { ProviderUnavailableError } from '../payments/providers/payment-provider.ts';
import { type AccountNameCheck, bankByCode } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';

export type AccountNameResult = { resolvedAccountName: string | null; accountNameCheck: AccountNameCheck };

const NOT_CHECKED: AccountNameResult = { resolvedAccountName: null, accountNameCheck: 'not_checked' };

/**
 * Asks the payout provider whose bank account this is (docs/product.md#bank-details): Paystack's
 * resolve, Flutterwave's, or the sandbox's made-up holder. An account the provider says does not
 * exist at that bank is refused (400 on the account number). A provider that cannot be reached
 * never blocks the seller: the details are kept as "not checked", for the admin to see.
 */
export async function checkAccountName(
  deps: Pick<Deps, 'payments' | 'logger'>,
  account: { bankCode: string; accountNumber: string },
): Promise<AccountNameResult> {
  const provider = deps.payments.payouts;
  // An unknown bank is refused by the use case that stores it, in its own words.
  if (!provider || !bankByCode(account.bankCode)) return NOT_CHECKED;
  try {
    const resolved = await provider.resolveAccount(account);
    if (!resolved.found) {
      throw new AppError('invalid_input', messages.bankDetails.accountNotFound, {
        accountNumber: messages.bankDetails.accountNotFound,
      });
    }
    return { resolvedAccountName: resolved.accountName.trim(), accountNameCheck: 'resolved' };
  } catch (error) {
    if (!(error instanceof ProviderUnavailableError)) throw error;
    deps.logger.warn({ err: error, provider: provider.id }, 'account name not checked: provider unavailable');
    return NOT_CHECKED;
  }
}
