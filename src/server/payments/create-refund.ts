import { and, eq, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { refunds } from '../db/schema.ts';

export type RefundRow = typeof refunds.$inferSelect;

/**
 * Writes the refund Oja is about to ask for, before any provider is called (a crash then finds it
 * and looks it up instead of refunding twice). One live refund per order and one per whole
 * checkout: asking again returns the refund already there.
 */
export async function createRefund(
  db: DbOrTx,
  input: { paymentId: string; orderId: string | null; amountKobo: number },
): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(input).onConflictDoNothing().returning();
  if (row) return row;
  const [live] = await db
    .select()
    .from(refunds)
    .where(
      and(
        eq(refunds.paymentId, input.paymentId),
        input.orderId ? eq(refunds.orderId, input.orderId) : isNull(refunds.orderId),
        ne(refunds.status, 'failed'),
      ),
    );
  return live!;
}
