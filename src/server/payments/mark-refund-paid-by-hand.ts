import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundRow } from './create-refund.ts';

/**
 * The provider refused the refund and the customer was paid back another way (a bank transfer
 * from the operator): refused → processed, recorded as by hand, once.
 */
export async function markRefundPaidByHand(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [moved] = await db
    .update(refunds)
    .set({ status: 'processed', providerStatus: 'by hand', updatedAt: sql`now()` })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'refused')))
    .returning();
  return moved;
}
