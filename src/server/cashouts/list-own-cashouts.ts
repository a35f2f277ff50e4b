import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { toCashout } from './request-cashout.ts';

export const OWN_CASHOUTS_LIMIT = 100;

/** The caller's own cashout history with each status, newest first. */
export async function listOwnCashouts(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select()
    .from(cashoutRequests)
    .where(eq(cashoutRequests.vendorId, actor.id))
    .orderBy(desc(cashoutRequests.createdAt), desc(cashoutRequests.id))
    .limit(OWN_CASHOUTS_LIMIT);
  return rows.map(toCashout);
}
