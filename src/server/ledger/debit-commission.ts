import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * The marketplace's commission on a delivered, paid order (docs/product.md#commission, decision
 * 0017): a debit of the figure the order froze when it was placed, once per order (the entry is
 * unique per order and reason). Written in the transaction that credited the sale, after the
 * credit: the commission is never more than the order's total, so the balance cannot go below zero.
 * A commission of 0 writes nothing. Returns whether this call made the debit.
 */
export async function debitCommission(
  db: DbOrTx,
  input: { vendorId: string; orderId: string; amountKobo: number },
): Promise<boolean> {
  if (input.amountKobo <= 0) return false;
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: -input.amountKobo,
      reason: 'commission',
      orderId: input.orderId,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  await db
    .update(profiles)
    .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} - ${input.amountKobo}` })
    .where(eq(profiles.id, input.vendorId));
  return true;
}
