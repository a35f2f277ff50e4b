import { and, eq, inArray, isNotNull, lte, notExists, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import type { Deps } from '../deps.ts';
import { balanceEntries, orders, platformCreditReviews, profiles, returnRequests } from '../db/schema.ts';
import { OPEN_RETURN_STATUSES } from '../../shared/constants.ts';
import { defineJob, handleJob } from '../jobs/define-job.ts';

/**
 * Makes every held entry whose hold has ended available (decision 0020), in the caller's
 * transaction: one conditional update (`where pending and available_at <= now`) takes the entries,
 * so two releases at once move each entry once; then each seller's pending balance gives what their
 * available balance gains. Returns how many entries were released.
 */
export async function releaseHeldEarnings(db: DbOrTx, options: { now?: Date } = {}): Promise<number> {
  const now = options.now ?? sql`now()`;
  const due = db
    .select({ orderId: balanceEntries.orderId })
    .from(balanceEntries)
    .where(
      and(eq(balanceEntries.pending, true), lte(balanceEntries.availableAt, now), isNotNull(balanceEntries.orderId)),
    );
  await db.select({ id: orders.id }).from(orders).where(inArray(orders.id, due)).orderBy(orders.id).for('update');
  const released = await db
    .update(balanceEntries)
    .set({ pending: false })
    .where(
      and(
        eq(balanceEntries.pending, true),
        lte(balanceEntries.availableAt, now),
        // A platform-funded credit held for review waits for an admin, not the clock (decision 0026).
        notExists(
          db
            .select({ one: sql`1` })
            .from(platformCreditReviews)
            .where(and(eq(platformCreditReviews.entryId, balanceEntries.id), eq(platformCreditReviews.status, 'held'))),
        ),
        notExists(
          db
            .select({ one: sql`1` })
            .from(returnRequests)
            .where(
              and(
                eq(returnRequests.orderId, balanceEntries.orderId),
                inArray(returnRequests.status, [...OPEN_RETURN_STATUSES]),
              ),
            ),
        ),
      ),
    )
    .returning({ vendorId: balanceEntries.vendorId, amountKobo: balanceEntries.amountKobo });
  const byVendor = new Map<string, number>();
  for (const entry of released) byVendor.set(entry.vendorId, (byVendor.get(entry.vendorId) ?? 0) + entry.amountKobo);
  // Sellers in one order everywhere, so two releases never wait on each other's rows crosswise.
  for (const [vendorId, kobo] of [...byVendor].sort(([a], [b]) => a.localeCompare(b))) {
    await db
      .update(profiles)
      .set({
        availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${kobo}`,
        pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} - ${kobo}`,
      })
      .where(eq(profiles.id, vendorId));
  }
  return released.length;
}

/** Runs when a delivered order's hold ends (enqueued at delivery, due at its available_at). */
export const releaseHeldEarningsJob = defineJob('release-held-earnings', z.object({}));

export const releaseHeldEarningsJobHandler = handleJob(releaseHeldEarningsJob, (deps: Deps) =>
  deps.db.transaction((tx) => releaseHeldEarnings(tx)).then(() => undefined),
);
