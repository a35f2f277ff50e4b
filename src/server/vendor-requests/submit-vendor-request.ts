import type { DbOrTx } from '../db/client.ts';
import { vendorUpgradeRequests } from '../db/schema.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { AccountNameCheck, BankList } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import type { VendorRequestValues } from '../../shared/schemas/vendor-request.ts';
import { vendorRequestColumns } from './columns.ts';

/**
 * A customer applies to sell. Vendors and admins have nothing to apply for (403). At most one
 * request per user is pending: the partial unique index decides, so two submits at once give one
 * request and a 409. The account holder's name the payout provider gave (or "not checked") is
 * stored beside what the applicant typed, for the admin (docs/product.md#bank-details).
 */
export async function submitVendorRequest(
  db: DbOrTx,
  input: VendorRequestValues & {
    resolvedAccountName: string | null;
    accountNameCheck: AccountNameCheck;
    /** The bank as the payout provider's list names it (workflows/choose-payout-bank/choose-payout-bank.ts). */
    bank: { code: string; name: string; list: BankList };
  },
  actor: Actor,
) {
  if (actor.role !== 'customer') throw new AppError('forbidden', messages.vendorRequests.onlyCustomers);
  const { bank } = input;
  try {
    const [created] = await db
      .insert(vendorUpgradeRequests)
      .values({
        userId: actor.id,
        phone: input.phone,
        bvn: input.bvn,
        bankName: bank.name,
        bankCode: bank.code,
        bankList: bank.list,
        accountNumber: input.accountNumber,
        accountName: input.accountName,
        resolvedAccountName: input.resolvedAccountName,
        accountNameCheck: input.accountNameCheck,
      })
      .returning(vendorRequestColumns);
    return created!;
  } catch (error) {
    // The driver's error quotes the row (BVN included) in its detail: never pass it on.
    if (isUniqueViolation(error)) throw new AppError('conflict', messages.vendorRequests.alreadyPending);
    throw error;
  }
}
