import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundStatus } from '../../shared/constants.ts';
import type { ProviderRefund } from './providers/payment-provider.ts';
import type { RefundRow } from './create-refund.ts';

/** The moves a provider's word may make, from the states that are still waiting on it. */
const MOVES_FROM: Record<ProviderRefund['status'], RefundStatus[]> = {
  pending: ['needs_attention'],
  needs_attention: ['pending'],
  processed: ['pending', 'needs_attention'],
  failed: ['pending', 'needs_attention'],
};

/**
 * What the provider says of a refund Oja asked for. The id and the provider's word are kept every
 * time the refund is still waiting; the status moves once per step, in one conditional statement,
 * so a replayed event or a second check changes nothing: pending → needs_attention (Paystack
 * wants the customer's account) → pending again (retried), and either → processed or failed.
 * Returns the row when this call made the move.
 */
export async function recordRefundOutcome(
  db: DbOrTx,
  refundId: string,
  report: ProviderRefund,
): Promise<RefundRow | undefined> {
  await db
    .update(refunds)
    .set({ providerRefundId: report.providerRefundId, providerStatus: report.providerStatus, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, ['pending', 'needs_attention'])));
  const [moved] = await db
    .update(refunds)
    .set({ status: report.status, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), inArray(refunds.status, MOVES_FROM[report.status])))
    .returning();
  return moved;
}

/** The refund Oja sent, among the provider's refunds of the transaction: found by the note it carries. */
export function matchRefund(refund: { id: string }, held: readonly ProviderRefund[]): ProviderRefund | undefined {
  return held.find((r) => r.note.includes(refund.id));
}
