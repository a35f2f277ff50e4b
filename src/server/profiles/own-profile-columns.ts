import { profiles } from '../db/schema.ts';
import { hasEarningsSql } from '../db/has-earnings.ts';

/** The owner's view of a profile: includes bank fields, which only the owner and admins may read. */
export const ownProfileColumns = {
  id: profiles.id,
  email: profiles.email,
  fullName: profiles.fullName,
  role: profiles.role,
  phone: profiles.phone,
  bvn: profiles.bvn,
  accountNumber: profiles.accountNumber,
  accountName: profiles.accountName,
  bankName: profiles.bankName,
  bankCode: profiles.bankCode,
  /** Whose bank list bankCode is from; null is the built-in table (decision 0032). */
  bankList: profiles.bankList,
  avatarUrl: profiles.avatarUrl,
  availableBalanceKobo: profiles.availableBalanceKobo,
  /** Earnings of their own (a seller's, or a former seller's): the account shows them an Earnings tab. */
  hasEarnings: hasEarningsSql(),
  createdAt: profiles.createdAt,
};
