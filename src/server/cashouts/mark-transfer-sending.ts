import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';

/**
 * Committed just before Oja asks the provider to send (decision 0018): from here on the provider
 * may hold the transfer even if Oja never hears its answer, so a retry finding `sending` asks the
 * provider about the reference before it sends. Also keeps the recipient the transfer pays.
 * Returns false when the transfer has moved on (another worker sent it).
 */
export async function markTransferSending(
  db: DbOrTx,
  transferId: string,
  recipientCode: string | null,
): Promise<boolean> {
  const moved = await db
    .update(cashoutTransfers)
    .set({ status: 'sending', recipientCode, updatedAt: sql`now()` })
    .where(and(eq(cashoutTransfers.id, transferId), inArray(cashoutTransfers.status, ['recorded', 'sending'])))
    .returning({ id: cashoutTransfers.id });
  return moved.length > 0;
}
