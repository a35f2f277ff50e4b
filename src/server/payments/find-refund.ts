import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';
import type { RefundRow } from './create-refund.ts';

export async function findRefund(db: DbOrTx, refundId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  return row;
}

/** A payment's refunds still waiting for the provider's word. */
export async function pendingRefundsOf(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.paymentId, paymentId), eq(refunds.status, 'pending')));
}

/** The newest refund of a payment (what the Needs attention list shows beside an issue). */
export async function refundsOfPayment(db: DbOrTx, paymentId: string): Promise<RefundRow[]> {
  return db.select().from(refunds).where(eq(refunds.paymentId, paymentId)).orderBy(refunds.createdAt);
}
