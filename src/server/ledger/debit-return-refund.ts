import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, profiles } from '../db/schema.ts';

/**
 * An accepted return's refund comes off the vendor's earnings (decision 0021): a `return_refund`
 * debit of the refund and a `commission_refund` credit of the commission on it (the marketplace
 * gives back its share of what was refunded). While the sale is still held both are held with it
 * (same `pending` and `available_at`), so the pending balance shrinks by the net (never below zero:
 * the refund is at most the sale, the commission given back at most the commission taken) and the
 * release frees what is left. When the sale was already released, the net comes off the available
 * balance at once — below zero if it must: the seller then owes it, and it is collected from their
 * later sales before any cashout (decision 0016).
 *
 * The caller holds the order's row lock (as the release job takes it), so the sale cannot be
 * released between the read and the writes. Once per order: the entries are unique per order and reason.
 */
export async function debitReturnRefund(
  db: DbOrTx,
  input: { vendorId: string; orderId: string; refundKobo: number; commissionRefundKobo: number },
): Promise<'held' | 'available' | 'none'> {
  const [sale] = await db
    .select({ pending: balanceEntries.pending, availableAt: balanceEntries.availableAt })
    .from(balanceEntries)
    .where(and(eq(balanceEntries.orderId, input.orderId), eq(balanceEntries.reason, 'order_delivered')));
  if (!sale) return 'none';
  const net = input.refundKobo - input.commissionRefundKobo;
  const inserted = await db
    .insert(balanceEntries)
    .values({
      vendorId: input.vendorId,
      amountKobo: -input.refundKobo,
      reason: 'return_refund',
      orderId: input.orderId,
      pending: sale.pending,
      availableAt: sale.pending ? sale.availableAt : sql`now()`,
    })
    .onConflictDoNothing({ target: [balanceEntries.orderId, balanceEntries.reason] })
    .returning({ id: balanceEntries.id });
  if (inserted.length === 0) return 'none';
  if (input.commissionRefundKobo > 0) {
    await db.insert(balanceEntries).values({
      vendorId: input.vendorId,
      amountKobo: input.commissionRefundKobo,
      reason: 'commission_refund',
      orderId: input.orderId,
      pending: sale.pending,
      availableAt: sale.pending ? sale.availableAt : sql`now()`,
    });
  }
  if (sale.pending) {
    await db
      .update(profiles)
      .set({ pendingBalanceKobo: sql`${profiles.pendingBalanceKobo} - ${net}` })
      .where(eq(profiles.id, input.vendorId));
  } else {
    await db
      .update(profiles)
      .set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} - ${net}` })
      .where(eq(profiles.id, input.vendorId));
  }
  return sale.pending ? 'held' : 'available';
}
