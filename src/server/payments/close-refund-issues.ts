import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { paymentIssues } from '../db/schema.ts';

/**
 * The provider settled the refund an open issue waited on (it was sent, or the money came back to
 * the merchant): the issue closes itself with a note saying so. Issues of other kinds stay open.
 */
export async function closeRefundIssues(db: DbOrTx, paymentId: string, note: string): Promise<void> {
  await db
    .update(paymentIssues)
    .set({ status: 'resolved', resolutionNote: note, resolvedAt: sql`now()` })
    .where(
      and(
        eq(paymentIssues.paymentId, paymentId),
        eq(paymentIssues.status, 'open'),
        inArray(paymentIssues.kind, ['refund_needs_attention', 'refund_refused']),
      ),
    );
}
