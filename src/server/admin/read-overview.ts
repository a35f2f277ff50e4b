import { count, eq, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, products, profiles } from '../db/schema.ts';

/**
 * The admin overview's totals. A report reads across tables (decision 0003); it writes nothing,
 * so it needs no workflow.
 */
export async function readOverview(db: DbOrTx) {
  const [[productTotal], [orderTotal], [userTotal], [revenue]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(profiles),
    db
      .select({ kobo: sum(orders.totalAmountKobo) })
      .from(orders)
      .where(eq(orders.paymentStatus, 'completed')),
  ]);
  return {
    products: productTotal?.n ?? 0,
    orders: orderTotal?.n ?? 0,
    users: userTotal?.n ?? 0,
    revenueKobo: Number(revenue?.kobo ?? 0),
  };
}
