import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, platformCreditReviews, profiles } from '../db/schema.ts';

/** A vendor's balance and their ledger, newest first: each credit with its order, each debit with its cashout. */
export async function readLedger(db: DbOrTx, vendorId: string, options: { limit?: number } = {}) {
  const [profile] = await db
    .select({ balanceKobo: profiles.availableBalanceKobo })
    .from(profiles)
    .where(eq(profiles.id, vendorId));
  const entries = await db
    .select({
      id: balanceEntries.id,
      amountKobo: balanceEntries.amountKobo,
      reason: balanceEntries.reason,
      orderId: balanceEntries.orderId,
      cashoutRequestId: balanceEntries.cashoutRequestId,
      pending: balanceEntries.pending,
      availableAt: balanceEntries.availableAt,
      createdAt: balanceEntries.createdAt,
      // A platform-coupon credit waiting for an admin (decision 0026): the seller sees it under review.
      underReview: sql<boolean>`${platformCreditReviews.entryId} is not null`,
    })
    .from(balanceEntries)
    .leftJoin(
      platformCreditReviews,
      and(eq(platformCreditReviews.entryId, balanceEntries.id), eq(platformCreditReviews.status, 'held')),
    )
    .where(eq(balanceEntries.vendorId, vendorId))
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
    .limit(options.limit ?? 100);
  return {
    balanceKobo: profile?.balanceKobo ?? 0,
    entries: entries.map((e) => ({
      ...e,
      availableAt: e.availableAt.toISOString(),
      createdAt: e.createdAt.toISOString(),
    })),
  };
}
