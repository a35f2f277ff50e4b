import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * A cashout whose bank transfer failed (or was reversed) gives its money back to the vendor's
 * balance, once (decision 0018): the `cashout_returned` entry is unique per cashout and reason,
 * and the balance moves in the same transaction only when the entry lands. Returns whether this
 * call made the credit.
 */
export async function returnCashout(
  db: DbOrTx,
  input: { vendorId: string; cashoutRequestId: string; amountKobo: number },
): Promise<boolean> {
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: input.amountKobo,
      reason: 'cashout_returned',
      cashoutRequestId: input.cashoutRequestId,
    })
    .onConflictDoNothing({ target: [balanceEntries.cashoutRequestId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  await db
    .update(profiles)
    .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${input.amountKobo}` })
    .where(eq(profiles.id, input.vendorId));
  return true;
}
