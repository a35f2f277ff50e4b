import { count, eq, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, platformCosts, products, profiles } from '../db/schema.ts';

/** How many Africa/Lagos days the overview chart covers, today included. */
export const ADMIN_OVERVIEW_DAYS = 30;

/**
 * The admin overview's totals, and the last 30 days (Africa/Lagos) of completed revenue and orders
 * over the whole marketplace, every day present, zeros included; and what payouts cost the
 * marketplace in transfer fees (platform_costs), apart from the commission. The commission earned
 * is the ledger's (ledger/read-commission-earned.ts), put beside these by workflows/read-admin-overview.ts.
 * A report reads across tables (decision 0003); it writes nothing.
 */
export async function readOverview(db: DbOrTx) {
  const [[productTotal], [orderTotal], [userTotal], [revenue], daily, [transferFees]] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(profiles),
    db
      .select({ kobo: sum(orders.totalAmountKobo) })
      .from(orders)
      .where(eq(orders.paymentStatus, 'completed')),
    db.execute<{ day: string; revenue: string; orders: string }>(sql`
      with days as (
        select generate_series(
          (now() at time zone 'Africa/Lagos')::date - ${ADMIN_OVERVIEW_DAYS - 1}::int,
          (now() at time zone 'Africa/Lagos')::date,
          interval '1 day')::date as day
      ), sold as (
        select (o.created_at at time zone 'Africa/Lagos')::date as day,
               sum(o.total_amount_kobo) as revenue, count(*) as orders
        from orders o
        where o.payment_status = 'completed'
          and o.created_at >= now() - make_interval(days => ${ADMIN_OVERVIEW_DAYS + 1})
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.revenue, 0)::text as revenue,
             coalesce(s.orders, 0)::text as orders
      from days d left join sold s on s.day = d.day
      order by d.day`),
    // What payouts cost the marketplace in the providers' transfer fees (decision 0018): its own cost.
    // Only fees: the figure is labelled Transfer fees, and accepted shortfalls are not a payout cost.
    db
      .select({ kobo: sql<string>`coalesce(sum(${platformCosts.amountKobo}), 0)::text` })
      .from(platformCosts)
      .where(eq(platformCosts.kind, 'transfer_fee')),
  ]);
  return {
    products: productTotal?.n ?? 0,
    orders: orderTotal?.n ?? 0,
    users: userTotal?.n ?? 0,
    revenueKobo: Number(revenue?.kobo ?? 0),
    transferFeesKobo: Number(transferFees?.kobo ?? 0),
    daily: daily.rows.map((d) => ({
      day: d.day,
      revenueKobo: Number(d.revenue),
      orders: Number(d.orders),
    })),
  };
}
