import { count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles, vendorUpgradeRequests } from '../db/schema.ts';
import { vendorRequestColumns } from './columns.ts';
import { accountNameVerdict } from '../../shared/account-name.ts';

/**
 * Admin "Vendor Requests": every request, newest first and paged, with the applicant's name and
 * e-mail and the account holder's name the payout provider gave, plus the number still pending (the tab's count). Admins only: it carries bank details.
 */
export async function listVendorRequests(db: DbOrTx, input: { page: number; pageSize: number }) {
  const [requests, [totals], [pending]] = await Promise.all([
    db
      .select({
        ...vendorRequestColumns,
        resolvedAccountName: vendorUpgradeRequests.resolvedAccountName,
        applicantName: profiles.fullName,
        applicantEmail: profiles.email,
      })
      .from(vendorUpgradeRequests)
      .innerJoin(profiles, eq(profiles.id, vendorUpgradeRequests.userId))
      .orderBy(desc(vendorUpgradeRequests.createdAt), desc(vendorUpgradeRequests.id))
      .limit(input.pageSize)
      .offset((input.page - 1) * input.pageSize),
    db.select({ n: count() }).from(vendorUpgradeRequests),
    db.select({ n: count() }).from(vendorUpgradeRequests).where(eq(vendorUpgradeRequests.status, 'pending')),
  ]);
  return {
    // The name the bank gave beside the one typed: "Name does not match" when they differ.
    requests: requests.map((r) => ({
      ...r,
      accountNameVerdict: accountNameVerdict(r.accountName, r.resolvedAccountName),
    })),
    total: totals?.n ?? 0,
    pendingCount: pending?.n ?? 0,
    page: input.page,
    pageSize: input.pageSize,
  };
}
