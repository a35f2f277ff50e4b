import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { paymentIssues, payments } from '../db/schema.ts';

/**
 * A payment the provider reported as less than asked (or in another currency): its orders wait
 * for an admin on Needs attention (docs/product.md#needs-attention), however that issue now
 * stands, for as long as the payment is pending.
 */
export const isShortPaid = sql`exists (select 1 from ${paymentIssues} where ${paymentIssues.paymentId} = ${payments.id} and ${paymentIssues.kind} = 'amount_mismatch')`;

/** What the provider said was paid of a checkout paid short; null when it was not. */
export async function findShortPayment(db: DbOrTx, paymentId: string): Promise<{ paidKobo: number } | null> {
  const [issue] = await db
    .select({ paidKobo: paymentIssues.reportedAmountKobo })
    .from(paymentIssues)
    .where(and(eq(paymentIssues.paymentId, paymentId), eq(paymentIssues.kind, 'amount_mismatch')))
    .orderBy(desc(paymentIssues.createdAt))
    .limit(1);
  return issue ? { paidKobo: issue.paidKobo ?? 0 } : null;
}
