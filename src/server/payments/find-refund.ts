import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundRow } from './create-refund.ts';

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

/** A payment's refunds still waiting on the provider: sending, on their way, or needing the customer's account. */
export async function pendingRefundsOf(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), inArray(refunds.status, ['pending', 'needs_attention'])));
}

/**
 * The payments whose refunds have waited longer than `seconds` since anyone last heard of them
 * (never sent, sent and never answered, or still with the provider), oldest first: the sweep's list.
 */
export async function paymentsWithStaleRefunds(db: DbOrTx, seconds: number, limit: number): Promise<string[]> {
  const rows = await db
    .select({ paymentId: refunds.paymentId })
    .from(refunds)
    .where(
      and(
        inArray(refunds.status, ['pending', 'needs_attention']),
        lt(refunds.updatedAt, sql`now() - make_interval(secs => ${seconds})`),
      ),
    )
    .orderBy(refunds.updatedAt)
    .limit(limit);
  return [...new Set(rows.map((r) => r.paymentId))];
}
