import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * The commission on an order paid on delivery (docs/product.md#pay-on-delivery, decision 0019):
 * the seller collected the whole total at the door, so no sale is credited, and the commission the
 * order froze at checkout is owed by them. It is a `commission` debit taken from the available
 * balance at once — there is no sale to hold it against — and may take the balance below zero; later
 * credits raise it again, which is how the debt is collected, and nothing can be cashed out while it
 * is below zero (decision 0016). Once per order (the entry is unique per order and reason), in the
 * transaction of the status change, after the order's row (the profile's row lock comes last). A
 * commission of 0 writes nothing. Returns whether this call made the debit.
 */
export async function debitPayOnDeliveryCommission(
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
      pending: false,
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
