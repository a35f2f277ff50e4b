import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, orders } from '../db/schema.ts';

/** For the earnings ledger: each credited order's tracking number and each debited cashout's date and status. */
export async function describeLedgerSources(db: DbOrTx, ids: { orderIds: string[]; cashoutIds: string[] }) {
  const [orderRows, cashoutRows] = await Promise.all([
    ids.orderIds.length
      ? db
          .select({ id: orders.id, trackingNumber: orders.trackingNumber })
          .from(orders)
          .where(inArray(orders.id, ids.orderIds))
      : [],
    ids.cashoutIds.length
      ? db
          .select({ id: cashoutRequests.id, createdAt: cashoutRequests.createdAt, status: cashoutRequests.status })
          .from(cashoutRequests)
          .where(inArray(cashoutRequests.id, ids.cashoutIds))
      : [],
  ]);
  return {
    trackingNumbers: new Map(orderRows.map((o) => [o.id, o.trackingNumber])),
    cashouts: new Map(cashoutRows.map((c) => [c.id, { requestedAt: c.createdAt.toISOString(), status: c.status }])),
  };
}
