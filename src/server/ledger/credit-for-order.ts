import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * Decision 0016: a delivered, paid order credits its store owner once. The entry is unique per order and reason,
 * so of fifty concurrent "Mark as Delivered" clicks only the insert that lands moves the balance —
 * in the same transaction as the entry, so the balance always equals the ledger's sum.
 * Returns whether this call made the credit.
 */
export async function creditForOrder(
  db: DbOrTx,
  input: { vendorId: string; orderId: string; amountKobo: number },
): Promise<boolean> {
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: input.amountKobo,
      reason: 'order_delivered',
      orderId: input.orderId,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  await db
    .update(profiles)
    .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${input.amountKobo}` })
    .where(eq(profiles.id, input.vendorId));
  return true;
}
