import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, cashoutTransfers } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { toCashout } from './request-cashout.ts';

export const OWN_CASHOUTS_LIMIT = 100;

/**
 * What keeps a processing payout waiting on the marketplace rather than the bank (an OTP, funds,
 * an admin's decision): the seller is told so, never that it failed (decision 0018).
 */
const ON_THE_MARKETPLACE = new Set(['otp', 'finalizing', 'abandoned', 'unconfirmed', 'unreachable', 'waiting_funds']);

/** The caller's own cashout history with each status, newest first. */
export async function listOwnCashouts(db: DbOrTx, actor: Actor) {
  const rows = await db
    .select({ cashout: cashoutRequests, providerStatus: cashoutTransfers.providerStatus })
    .from(cashoutRequests)
    .leftJoin(cashoutTransfers, eq(cashoutTransfers.cashoutRequestId, cashoutRequests.id))
    .where(eq(cashoutRequests.vendorId, actor.id))
    .orderBy(desc(cashoutRequests.createdAt), desc(cashoutRequests.id))
    .limit(OWN_CASHOUTS_LIMIT);
  return rows.map((r) => ({
    ...toCashout(r.cashout),
    waitingOnMarketplace: r.cashout.status === 'processing' && ON_THE_MARKETPLACE.has(r.providerStatus ?? ''),
  }));
}
