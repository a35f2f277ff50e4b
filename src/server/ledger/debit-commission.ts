import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * The marketplace's commission on a delivered, paid order (docs/product.md#commission, decision
 * 0017): a debit of the figure the order froze when it was placed, once per order (the entry is
 * unique per order and reason). Written in the transaction that credited the sale, after the
 * credit, and held with it (decision 0020): the same `pending` and `available_at` as the sale's
 * entry, so the pending balance holds the net and the release frees both at once. The commission
 * is never more than the order's total, so neither balance goes below zero. A commission of 0
 * writes nothing. Returns whether this call made the debit.
 */
export async function debitCommission(
  db: DbOrTx,
  input: { vendorId: string; orderId: string; amountKobo: number },
): Promise<boolean> {
  if (input.amountKobo <= 0) return false;
  const [sale] = await db
    .select({ pending: balanceEntries.pending, availableAt: balanceEntries.availableAt })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderId, input.orderId), eq(balanceEntries.reason, 'order_delivered')));
  if (!sale) return false;
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: -input.amountKobo,
      reason: 'commission',
      orderId: input.orderId,
      pending: sale.pending,
      availableAt: sale.availableAt,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  if (sale.pending) {
    await db
      .update(profiles)
      .set({ pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} - ${input.amountKobo}` })
      .where(eq(profiles.id, input.vendorId));
  } else {
    await db
      .update(profiles)
      .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} - ${input.amountKobo}` })
      .where(eq(profiles.id, input.vendorId));
  }
  return true;
}
