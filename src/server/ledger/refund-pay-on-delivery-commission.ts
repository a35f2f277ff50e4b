import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * A return accepted on an order paid on delivery (decision 0021): the seller collected the money
 * at the door and pays the customer back themselves, so nothing of the refund passes through the
 * ledger; the marketplace gives back its commission on the refunded share as a `commission_refund`
 * credit to the available balance (where the commission was taken from: decision 0019), once per
 * order. Nothing when the order's commission was never taken (a commission of 0). Returns whether
 * this call made the credit.
 */
export async function refundPayOnDeliveryCommission(
  db: DbOrTx,
  input: { vendorId: string; orderId: string; commissionRefundKobo: number },
): Promise<boolean> {
  if (input.commissionRefundKobo <= 0) return false;
  const [taken] = await db
    .select({ id: balanceEntries.id })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderId, input.orderId), eq(balanceEntries.reason, 'commission')));
  if (!taken) return false;
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: input.commissionRefundKobo,
      reason: 'commission_refund',
      orderId: input.orderId,
      pending: false,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return false;
  await db
    .update(profiles)
    .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} + ${input.commissionRefundKobo}` })
    .where(eq(profiles.id, input.vendorId));
  return true;
}
