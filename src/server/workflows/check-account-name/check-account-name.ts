import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { ProviderUnavailableError } from '../../payments/providers/payment-provider.ts';
import type { AccountNameCheck } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';

export type AccountNameResult = { resolvedAccountName: string | null; accountNameCheck: AccountNameCheck };

const NOT_CHECKED: AccountNameResult = { resolvedAccountName: null, accountNameCheck: 'not_checked' };

/**
 * Asks the payout provider whose bank account this is (docs/product.md#bank-details): Paystack's
 * resolve, Flutterwave's, or the sandbox's (the name typed). The bank code is already one from that
 * provider's list (choosePayoutBank). An account the provider clearly says does not exist is refused
 * (400 on the account number). A provider that cannot be reached, or answers "try again" (a bank's
 * name enquiry down), never blocks the seller: the details are kept as "not checked", for the admin to see.
 */
export async function checkAccountName(
  deps: Pick<Deps, 'payments' | 'logger'>,
  account: { bankCode: string; accountNumber: string; accountName: string },
): Promise<AccountNameResult> {
  const provider = deps.payments.payouts;
  if (!provider) return NOT_CHECKED;
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
    deps.logger.warn({ err: error, provider: provider.id }, 'account name not checked: the provider could not say');
    return NOT_CHECKED;
  }
}
