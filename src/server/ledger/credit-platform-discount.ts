import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orders, platformCreditReviews, profiles } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { readHoldDays } from './payout-holds.ts';
import { readPlatformCreditLimit } from './platform-credit-limit.ts';
import { releaseHeldEarningsJob } from './release-held-earnings.ts';

/**
 * The platform pays a delivered order's platform-coupon discount to its seller (decision 0026): a
 * `platform_discount` credit of its own, once per order, held for the payout hold like the sale.
 * When it takes the store's platform-funded credit of the last 24 hours over the admin's daily
 * limit, it is held for review instead: pending whatever the hold, skipped by the release job,
 * shown on the admin's Needs attention until released or rejected. The seller's profile row is
 * locked before the day's sum is read, so two deliveries at once cannot both slip under the limit.
 * Returns what happened: 'credited', 'held' (for review) or 'none' (credited before).
 */
export async function creditPlatformDiscount(
  db: DbOrTx,
  input: { vendorId: string; storeId: string; orderId: string; amountKobo: number; fallbackHoldDays: number },
): Promise<'credited' | 'held' | 'none'> {
  if (input.amountKobo <= 0) return 'none';
  await db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, input.vendorId)).for('update');
  const limitKobo = await readPlatformCreditLimit(db);
  const [today] = await db
    .select({ kobo: sql<string>`coalesce(sum(${balanceEntries.amountKobo}), 0)::text` })
    .from(balanceEntries)
    .innerJoin(orders, eq(orders.id, balanceEntries.orderId))
    .where(
      and(
        eq(balanceEntries.reason, 'platform_discount'),
        eq(orders.storeId, input.storeId),
        sql`${balanceEntries.createdAt} > now() - interval '24 hours'`,
      ),
    );
  const forReview = Number(today?.kobo ?? 0) + input.amountKobo > limitKobo;
  const holdDays = await readHoldDays(db, input.storeId, input.fallbackHoldDays);
  const pending = holdDays > 0 || forReview;
  const [entry] = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: input.amountKobo,
      reason: 'platform_discount',
      orderId: input.orderId,
      pending,
      availableAt: sql`now() + make_interval(secs => ${Math.round(holdDays * 86_400)})`,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (!entry) return 'none';
  if (forReview) await db.insert(platformCreditReviews).values({ entryId: entry.id, storeId: input.storeId });
  if (pending) {
    await db
      .update(profiles)
      .set({ pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} + ${input.amountKobo}` })
      .where(eq(profiles.id, input.vendorId));
  } else {
    await db
      .update(profiles)
      .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${input.amountKobo}` })
      .where(eq(profiles.id, input.vendorId));
  }
  if (holdDays > 0) {
    await enqueueJob(db, releaseHeldEarningsJob, {}, { runAfterSeconds: Math.round(holdDays * 86_400) });
  }
  return forReview ? 'held' : 'credited';
}
