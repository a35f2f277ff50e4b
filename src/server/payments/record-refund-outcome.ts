import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { ProviderRefund } from './providers/payment-provider.ts';
import type { RefundRow } from './create-refund.ts';

/**
 * What the provider says of a refund Oja asked for. The id and the provider's word are kept every
 * time; the status moves out of pending once, in one conditional statement, so a replayed event
 * or a second check changes nothing. Returns the row when this call made the move.
 */
export async function recordRefundOutcome(
  db: DbOrTx,
  refundId: string,
  report: ProviderRefund,
): Promise<RefundRow | undefined> {
  await db
    .update(refunds)
    .set({ providerRefundId: report.providerRefundId, providerStatus: report.providerStatus, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')));
  if (report.status === 'pending') return undefined;
  const [moved] = await db
    .update(refunds)
    .set({ status: report.status, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return moved;
}

/** The refund Oja sent, among the provider's refunds of the transaction: found by the note it carries. */
export function matchRefund(refund: { id: string }, held: readonly ProviderRefund[]): ProviderRefund | undefined {
  return held.find((r) => r.note.includes(refund.id));
}
