import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, profiles } from '../db/schema.ts';
import { hasPayoutAccount, payoutAccountColumns } from './payout-account.ts';
import { readAvailableBalance } from './read-available-balance.ts';

/** Sellers whose balance reaches `minimumKobo` and who have a bank account to be paid into. */
export async function listSellersDueForPayout(db: DbOrTx, minimumKobo: number): Promise<string[]> {
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        gte(profiles.availableBalanceKobo, minimumKobo),
        isNotNull(profiles.accountNumber),
        isNotNull(profiles.bankCode),
        sql`${profiles.role} in ('vendor', 'admin')`,
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * The weekly run asks, for a seller, for all of their available balance (decision 0018): the
 * same lock and hold rule as a seller's own request (decision 0016), so a request of theirs at the
 * same moment is never overdrawn. Nothing when what is free is below the minimum or there is no
 * bank account.
 */
export async function requestAutomaticCashout(db: DbOrTx, vendorId: string, minimumKobo: number) {
  return db.transaction(async (tx) => {
    const [profile] = await tx
      .select(payoutAccountColumns)
      .from(profiles)
      .where(eq(profiles.id, vendorId))
      .for('update');
    if (!profile || !hasPayoutAccount(profile)) return undefined;
    const { availableKobo } = await readAvailableBalance(tx, vendorId);
    if (availableKobo < minimumKobo) return undefined;
    const [created] = await tx.insert(cashoutRequests).values({ vendorId, amountKobo: availableKobo }).returning();
    return created;
  });
}
