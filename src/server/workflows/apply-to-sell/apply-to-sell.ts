import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { AppError } from '../../errors.ts';
import { submitVendorRequest } from '../../vendor-requests/submit-vendor-request.ts';
import { messages } from '../../../shared/messages.ts';
import type { VendorRequestValues } from '../../../shared/schemas/vendor-request.ts';
import { checkAccountName } from '../check-account-name/check-account-name.ts';
import { choosePayoutBank } from '../choose-payout-bank/choose-payout-bank.ts';

/**
 * A customer applies to sell (docs/product.md#vendor-application): the payout provider is asked
 * whose the bank account is first (docs/product.md#bank-details), outside any transaction, then
 * the request is stored with that name, or "not checked" when the provider could not be reached.
 */
export async function applyToSell(
  deps: Pick<Deps, 'db' | 'payments' | 'logger'>,
  input: VendorRequestValues,
  actor: Actor,
) {
  if (actor.role !== 'customer') throw new AppError('forbidden', messages.vendorRequests.onlyCustomers);
  const bank = await choosePayoutBank(deps, input.bankCode);
  const check = await checkAccountName(deps, input);
  return submitVendorRequest(deps.db, { ...input, ...check, bank }, actor);
}
