import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutTransfers } from '../db/schema.ts';

/**
 * The payout provider could not be reached, or could not say (decision 0018). A transfer not yet
 * sent reads `unreachable`; one Oja may already have sent (`sending`: the create's answer was lost,
 * and a lookup by reference could not tell) reads `unconfirmed`. Both show on Needs attention until
 * a later attempt, which asks the provider first, settles them.
 */
export async function noteTransferUnreachable(db: DbOrTx, transferId: string): Promise<void> {
  await db
    .update(cashoutTransfers)
    .set({
      providerStatus: sql`case when ${cashoutTransfers.status} = 'sending' then 'unconfirmed' else 'unreachable' end`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(cashoutTransfers.id, transferId), inArray(cashoutTransfers.status, ['recorded', 'sending'])));
}
