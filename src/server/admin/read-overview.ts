import { count, eq, inArray, sql, sum } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orders, products, profiles } from '../db/schema.ts';

/** The commission taken (a debit of the seller) and given back on returns (a credit): their sum, negated, is earned. */
const EARNED_REASONS = ['commission', 'commission_refund'] as const;

/** How many Africa/Lagos days the overview chart covers, today included. */
export const ADMIN_OVERVIEW_DAYS = 30;

/**
 * The admin overview's totals, and the last 30 days (Africa/Lagos) of completed revenue and orders
 * over the whole marketplace, every day present, zeros included; beside them the commission the
 * marketplace has earned (docs/product.md#commission): the ledger's commission entries, by the day
 * they were taken (the order's delivery), less the commission given back on returns
 * (`commission_refund`, on the day it was given back), and how many orders it was taken from; the
 * total is also net of the platform coupons' cost (the day-by-day figures are not). A report reads across
 * tables (decision 0003); it writes nothing, so it needs no workflow.
 */
export async function readOverview(db: DbOrTx) {
  const [[productTotal], [orderTotal], [userTotal], [revenue], [commission], daily] = await Promise.all([
    db.select({ n: count() }).from(products),
    db.select({ n: count() }).from(orders),
    db.select({ n: count() }).from(profiles),
    db
      .select({ kobo: sum(orders.totalAmountKobo) })
      .from(orders)
      .where(eq(orders.paymentStatus, 'completed')),
    // Net of what platform coupons cost the marketplace (docs/product.md#coupons): the discount of
    // each delivered order the platform paid the seller for.
    db
      .select({
        kobo: sql<string>`(coalesce(-sum(${balanceEntries.amountKobo}), 0) - (
          select coalesce(sum(o.discount_kobo), 0) from orders o
          where o.coupon_bearer = 'platform'
            and exists (select 1 from balance_entries s where s.order_id = o.id and s.reason = 'order_delivered')
        ))::text`,
      })
      .from(balanceEntries)
      .where(inArray(balanceEntries.reason, EARNED_REASONS)),
    db.execute<{ day: string; revenue: string; orders: string; commission: string; commissioned: string }>(sql`
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
      ), earned as (
        select (b.created_at at time zone 'Africa/Lagos')::date as day,
               -sum(b.amount_kobo) as commission, count(*) filter (where b.reason = 'commission') as orders
        from balance_entries b
        where b.reason in ('commission', 'commission_refund')
          and b.created_at >= now() - make_interval(days => ${ADMIN_OVERVIEW_DAYS + 1})
        group by 1
      )
      select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.revenue, 0)::text as revenue,
             coalesce(s.orders, 0)::text as orders, coalesce(e.commission, 0)::text as commission,
             coalesce(e.orders, 0)::text as commissioned
      from days d left join sold s on s.day = d.day left join earned e on e.day = d.day
      order by d.day`),
  ]);
  return {
    products: productTotal?.n ?? 0,
    orders: orderTotal?.n ?? 0,
    users: userTotal?.n ?? 0,
    revenueKobo: Number(revenue?.kobo ?? 0),
    commissionKobo: Number(commission?.kobo ?? 0),
    daily: daily.rows.map((d) => ({
      day: d.day,
      revenueKobo: Number(d.revenue),
      orders: Number(d.orders),
      commissionKobo: Number(d.commission),
      commissionOrders: Number(d.commissioned),
    })),
  };
}
