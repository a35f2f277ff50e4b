import { profiles } from '../db/schema.ts';

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
  avatarUrl: profiles.avatarUrl,
  availableBalanceKobo: profiles.availableBalanceKobo,
  createdAt: profiles.createdAt,
};
