import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** An admin closes a failed payout on "Needs attention" with a note saying what was done; once. */
export async function closePayoutAttention(db: DbOrTx, cashoutId: string, note: string): Promise<void> {
  const [closed] = await db
    .update(cashoutRequests)
    .set({ attentionClosedAt: sql`now()`, attentionNote: note })
    .where(
      and(
        eq(cashoutRequests.id, cashoutId),
        eq(cashoutRequests.status, 'failed'),
        isNull(cashoutRequests.attentionClosedAt),
      ),
    )
    .returning({ id: cashoutRequests.id });
  if (!closed) throw new AppError('conflict', messages.cashouts.attentionNotFound);
}
