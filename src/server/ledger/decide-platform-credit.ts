import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orders, platformCreditReviews, profiles } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import { messages } from '../../shared/messages.ts';

/**
 * An admin decides a platform-funded credit held for review (decision 0026), in the caller's
 * transaction. The decision is one conditional update (`where status = 'held'`), so two admins, or
 * a double click, decide it once: the other gets a 409.
 *
 * - release: the credit is the seller's; it becomes available now if its payout hold has ended,
 *   else the release job frees it with the hold.
 * - reject: the ledger never pays it: the credit leaves the pending balance, released against a
 *   `platform_discount_rejected` debit of the same amount, so balances stay the ledger's sums.
 *
 * Locks as the release job does: the order first, then the entry and the seller's balance.
 */
export async function decidePlatformCredit(
  db: DbOrTx,
  input: { entryId: string; decision: 'release' } | { entryId: string; decision: 'reject'; reason: string },
  actor: Actor,
): Promise<void> {
  const [entry] = await db
    .select({ orderId: balanceEntries.orderId })
    .from(balanceEntries)
    .innerJoin(platformCreditReviews, eq(platformCreditReviews.entryId, balanceEntries.id))
    .where(eq(balanceEntries.id, input.entryId));
  if (!entry?.orderId) throw new AppError('not_found', messages.promotions.creditNotFound);
  await db.select({ id: orders.id }).from(orders).where(eq(orders.id, entry.orderId)).for('update');
  const [decided] = await db
    .update(platformCreditReviews)
    .set({
      status: input.decision === 'release' ? 'released' : 'rejected',
      reason: input.decision === 'reject' ? input.reason : null,
      decidedBy: actor.id,
      decidedAt: sql`now()`,
    })
    .where(and(eq(platformCreditReviews.entryId, input.entryId), eq(platformCreditReviews.status, 'held')))
    .returning({ entryId: platformCreditReviews.entryId });
  if (!decided) throw new AppError('conflict', messages.promotions.creditDecided);
  const due = input.decision === 'reject' ? sql`true` : sql`${balanceEntries.availableAt} <= now()`;
  const [freed] = await db
    .update(balanceEntries)
    .set({ pending: false })
    .where(and(eq(balanceEntries.id, input.entryId), eq(balanceEntries.pending, true), due))
    .returning({ vendorId: balanceEntries.vendorId, amountKobo: balanceEntries.amountKobo });
  if (!freed) return;
  if (input.decision === 'reject') {
    await db.insert(balanceEntries).values({
      vendorId: freed.vendorId,
      amountKobo: -freed.amountKobo,
      reason: 'platform_discount_rejected',
      orderId: entry.orderId,
      pending: false,
    });
    await db
      .update(profiles)
      .set({ pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} - ${freed.amountKobo}` })
      .where(eq(profiles.id, freed.vendorId));
    return;
  }
  await db
    .update(profiles)
    .set({
      availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${freed.amountKobo}`,
      pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} - ${freed.amountKobo}`,
    })
    .where(eq(profiles.id, freed.vendorId));
}
