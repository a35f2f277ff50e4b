import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { AccountNameCheck, BankList } from '../../shared/constants.ts';

export type PayoutDetails = {
  phone: string;
  bvn: string;
  accountNumber: string;
  accountName: string;
  bankName: string;
  bankCode: string;
  /** Whose bank list bankCode is from; null is the built-in table (decision 0032). */
  bankList: BankList | null;
  /** What the payout provider said of the account when the applicant gave it (docs/product.md#bank-details). */
  resolvedAccountName: string | null;
  accountNameCheck: AccountNameCheck;
};

/**
 * An approved applicant becomes a vendor and their payout details go onto the profile. An account
 * an admin has meanwhile made admin keeps that role (approval never demotes) but gets the details.
 */
export async function makeVendor(tx: DbOrTx, userId: string, details: PayoutDetails) {
  const [updated] = await tx
    .update(profiles)
    .set({ ...details, role: sql`case when ${profiles.role} = 'admin' then 'admin' else 'vendor' end` })
    .where(eq(profiles.id, userId))
    .returning({ id: profiles.id, role: profiles.role });
  if (!updated) throw new AppError('not_found', 'User not found');
  return updated;
}
