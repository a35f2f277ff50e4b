import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { readHoldDays } from './payout-holds.ts';
import { releaseHeldEarningsJob } from './release-held-earnings.ts';

/**
 * Decision 0016: a delivered, paid order credits its store owner once. The entry is unique per order and reason,
 * so of fifty concurrent "Mark as Delivered" clicks only the insert that lands moves the balance —
 * in the same transaction as the entry, so the balances always equal the ledger's sums.
 *
 * Decision 0020: the credit is held for the store's or the platform's hold as it stands now
 * (`fallbackHoldDays`, PAYOUT_HOLD_DAYS, until an admin sets one): it counts in the pending
 * balance until the release job, queued here for the day it frees, makes it available. A hold of 0
 * makes it available at once. Returns whether this call made the credit.
 */
export async function creditForOrder(
  db: DbOrTx,
  input: { vendorId: string; storeId: string; orderId: string; amountKobo: number; fallbackHoldDays: number },
): Promise<boolean> {
  const holdDays = await readHoldDays(db, input.storeId, input.fallbackHoldDays);
  const pending = holdDays > 0;
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: input.amountKobo,
      reason: 'order_delivered',
      orderId: input.orderId,
      pending,
      // The database's clock, as the release job's: one clock decides when money frees.
      availableAt: sql`now() + make_interval(secs => ${Math.round(holdDays * 86_400)})`,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  if (!pending) {
    await db
      .update(profiles)
      .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${input.amountKobo}` })
      .where(eq(profiles.id, input.vendorId));
    return true;
  }
  await db
    .update(profiles)
    .set({ pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} + ${input.amountKobo}` })
    .where(eq(profiles.id, input.vendorId));
  await enqueueJob(db, releaseHeldEarningsJob, {}, { runAfterSeconds: Math.round(holdDays * 86_400) });
  return true;
}
