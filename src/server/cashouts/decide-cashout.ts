import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/**
 * The one statement that decides a cashout request: `where status = 'pending'`, so of two admins
 * clicking at once (or one clicking twice) only one decides; the other gets a 409 and nothing
 * changes. Approving makes it `processing` (its bank transfer is on its way: decision 0018).
 * Call it inside the transaction that does the rest of the decision.
 */
export async function decideCashout(
  db: DbOrTx,
  id: string,
  decision: 'processing' | 'rejected',
  notes: string = decision === 'processing' ? messages.cashouts.processedNotes : messages.cashouts.rejectedNotes,
) {
  const [decided] = await db
    .update(cashoutRequests)
    .set({
      status: decision,
      adminNotes: notes,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cashoutRequests.id, id), eq(cashoutRequests.status, 'pending')))
    .returning();
  if (decided) return decided;
  const [exists] = await db.select({ id: cashoutRequests.id }).from(cashoutRequests).where(eq(cashoutRequests.id, id));
  if (!exists) throw new AppError('not_found', messages.cashouts.notFound);
  throw new AppError('conflict', messages.cashouts.alreadyDecided);
}
