import { vendorUpgradeRequests } from '../db/schema.ts';

/**
 * A request as its owner and admins see it. It carries the BVN and bank details, so only the
 * owner's own-request route and the admin routes select it.
 */
export const vendorRequestColumns = {
  id: vendorUpgradeRequests.id,
  userId: vendorUpgradeRequests.userId,
  status: vendorUpgradeRequests.status,
  adminNotes: vendorUpgradeRequests.adminNotes,
  phone: vendorUpgradeRequests.phone,
  bvn: vendorUpgradeRequests.bvn,
  bankName: vendorUpgradeRequests.bankName,
  bankCode: vendorUpgradeRequests.bankCode,
  bankList: vendorUpgradeRequests.bankList,
  accountNumber: vendorUpgradeRequests.accountNumber,
  accountName: vendorUpgradeRequests.accountName,
  /** Whether the payout provider was asked for the holder's name; the name itself is for admins only. */
  accountNameCheck: vendorUpgradeRequests.accountNameCheck,
  createdAt: vendorUpgradeRequests.createdAt,
  decidedAt: vendorUpgradeRequests.decidedAt,
};
