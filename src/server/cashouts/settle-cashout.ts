import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests } from '../db/schema.ts';

/**
 * A cashout's bank transfer ended (decision 0018), in one conditional statement: `processing`
 * becomes `paid`; `processing` (or `paid`, when the bank sent the money back) becomes `failed`
 * with the reason. Returns the cashout when this call moved it, undefined when it had already
 * moved: a replayed webhook changes nothing, and the money comes back once.
 */
export async function settleCashout(
  db: DbOrTx,
  cashoutId: string,
  outcome: { status: 'paid' } | { status: 'failed'; reason: string },
) {
  const [moved] = await db
    .update(cashoutRequests)
    .set({
      status: outcome.status,
      failureReason: outcome.status === 'failed' ? outcome.reason : null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(cashoutRequests.id, cashoutId),
        inArray(cashoutRequests.status, outcome.status === 'paid' ? ['processing'] : ['processing', 'paid']),
      ),
    )
    .returning();
  return moved;
}
