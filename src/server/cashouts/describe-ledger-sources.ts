import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { cashoutRequests, orders } from '../db/schema.ts';

/**
 * For the earnings ledger: each order's tracking number, total and whether it was paid on delivery,
 * and each debited cashout's date and status.
 */
export async function describeLedgerSources(db: DbOrTx, ids: { orderIds: string[]; cashoutIds: string[] }) {
  const [orderRows, cashoutRows] = await Promise.all([
    ids.orderIds.length
      ? db
          .select({
            id: orders.id,
            trackingNumber: orders.trackingNumber,
            totalAmountKobo: orders.totalAmountKobo,
            paymentMethod: orders.paymentMethod,
          })
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
    orders: new Map(
      orderRows.map((o) => [
        o.id,
        { totalAmountKobo: o.totalAmountKobo, paidOnDelivery: o.paymentMethod === 'pay_on_delivery' },
      ]),
    ),
    cashouts: new Map(cashoutRows.map((c) => [c.id, { requestedAt: c.createdAt.toISOString(), status: c.status }])),
  };
}
