import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundRow } from './create-refund.ts';

/**
 * The provider refused to take the refund (a 4xx): pending → refused with its words, once. Nothing
 * was deducted; the row stays the decision's one refund (it still blocks a second), and waits for
 * an admin to send it again or record that the customer was paid back another way.
 */
export async function refuseRefund(
  db: DbOrTx,
  refundId: string,
  providerMessage: string,
): Promise<RefundRow | undefined> {
  const [moved] = await db
    .update(refunds)
    .set({ status: 'refused', providerStatus: 'refused', providerMessage, claimedAt: null, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning();
  return moved;
}

/**
 * An admin sends a refused refund again: refused → pending, once (a second click finds it pending),
 * keeping its attempts so the sender looks it up by its note before it posts.
 */
export async function reopenRefusedRefund(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [moved] = await db
    .update(refunds)
    .set({ status: 'pending', providerMessage: null, claimedAt: null, updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'refused')))
    .returning();
  return moved;
}
