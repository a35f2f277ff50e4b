import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';

/**
 * The payout provider could not be reached to send a transfer (decision 0018): the transfer, not
 * yet sent, reads `unreachable` so that Needs attention shows it, until a later attempt sends it.
 */
export async function noteTransferUnreachable(db: DbOrTx, transferId: string): Promise<void> {
  await db
    .update(cashoutTransfers)
    .set({ providerStatus: 'unreachable', updatedAt: sql`now()` })
    .where(and(eq(cashoutTransfers.id, transferId), inArray(cashoutTransfers.status, ['recorded', 'sending'])));
}
