import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import type { VendorOverview } from '../../shared/fulfilment.ts';

export const OVERVIEW_DAYS = 30;

/**
 * The vendor dashboard's Overview (docs/product.md#earnings): pending orders (pending or confirmed) and total
 * revenue (the totals of orders whose payment is completed) over the caller's stores, and the last
 * 30 days (Africa/Lagos) of completed revenue and orders, every day present.
 */
export async function readVendorOverview(db: DbOrTx, actor: Actor): Promise<VendorOverview> {
  const totals = await db.execute<{ pending: string; revenue: string }>(sql`
    select count(*) filter (where o.status in ('pending', 'confirmed'))::text as pending,
           coalesce(sum(o.total_amount_kobo) filter (where o.payment_status = 'completed'), 0)::text as revenue
    from orders o join stores s on s.id = o.store_id
    where s.owner_id = ${actor.id}`);
  const days = await db.execute<{ day: string; revenue: string; orders: string }>(sql`
    with days as (
      select generate_series(
        (now() at time zone 'Africa/Lagos')::date - ${OVERVIEW_DAYS - 1}::int,
        (now() at time zone 'Africa/Lagos')::date,
        interval '1 day')::date as day
    ), sold as (
      select (o.created_at at time zone 'Africa/Lagos')::date as day,
             sum(o.total_amount_kobo) as revenue, count(*) as orders
      from orders o join stores s on s.id = o.store_id
      where s.owner_id = ${actor.id} and o.payment_status = 'completed'
        and o.created_at >= now() - make_interval(days => ${OVERVIEW_DAYS + 1})
      group by 1
    )
    select to_char(d.day, 'YYYY-MM-DD') as day, coalesce(s.revenue, 0)::text as revenue,
           coalesce(s.orders, 0)::text as orders
    from days d left join sold s on s.day = d.day order by d.day`);
  const row = totals.rows[0];
  return {
    pendingOrders: Number(row?.pending ?? 0),
    totalRevenueKobo: Number(row?.revenue ?? 0),
    days: days.rows.map((d) => ({ date: d.day, revenueKobo: Number(d.revenue), orders: Number(d.orders) })),
  };
}
