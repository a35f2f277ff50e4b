import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, profiles } from '../db/schema.ts';

/**
 * What a seller holds with the marketplace, as a demotion's confirmation shows it
 * (docs/product.md#role-changes): the available balance (below zero when they owe), what is still
 * held for payout holds, and their cashouts not yet ended — pending ones (part of the balance) and
 * processing ones (already debited, on their way to the bank). `totalKobo` is what is theirs:
 * balance and held money, plus what processing cashouts carry.
 */
export async function readMoneyHeld(db: DbOrTx, userId: string) {
  const open = (status: 'pending' | 'processing') =>
    db
      .select({ kobo: sql`coalesce(sum(${cashoutRequests.amountKobo}), 0)` })
      .from(cashoutRequests)
      .where(and(eq(cashoutRequests.vendorId, userId), inArray(cashoutRequests.status, [status])));
  const [row] = await db
    .select({
      availableKobo: profiles.availableBalanceKobo,
      pendingKobo: profiles.pendingBalanceKobo,
      requestedKobo: sql<string>`(${open('pending')})::text`,
      processingKobo: sql<string>`(${open('processing')})::text`,
    })
    .from(profiles)
    .where(eq(profiles.id, userId));
  const availableKobo = row?.availableKobo ?? 0;
  const pendingKobo = row?.pendingKobo ?? 0;
  const processingKobo = Number(row?.processingKobo ?? 0);
  return {
    availableKobo,
    pendingKobo,
    requestedKobo: Number(row?.requestedKobo ?? 0),
    processingKobo,
    totalKobo: Math.max(0, availableKobo) + pendingKobo + processingKobo,
    owedKobo: Math.max(0, -availableKobo),
  };
}
