import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { COMMISSION_EARNED_REASONS, type BalanceEntryReason } from '../../shared/constants.ts';
import {
  commissionEarnedOf,
  commissionTakenOf,
  platformCreditOf,
  type OrderLedgerSums,
} from '../../shared/order-money.ts';

export type CommissionEarned = {
  /** Commission earned over all time: taken less platform coupons' cost (commissionEarnedOf). */
  commissionKobo: number;
  commissionTakenKobo: number;
  platformCouponsKobo: number;
  /** By Africa/Lagos day (YYYY-MM-DD), only days with entries: the day's earned and the orders it was taken from. */
  byDay: Map<string, { commissionKobo: number; commissionOrders: number }>;
};

/**
 * The commission the marketplace has earned, as the ledger holds it (docs/product.md#commission,
 * decision 0033): its COMMISSION_EARNED_REASONS summed by reason — over all time, and by the
 * Africa/Lagos day each entry was written, for the days since `sinceDays` ago — and turned into
 * figures by the one formula in shared/order-money.ts. The overview and its chart read it; the
 * commission CSV lists the same entries, so its column sums to the same total.
 */
export async function readCommissionEarned(db: DbOrTx, sinceDays: number): Promise<CommissionEarned> {
  const reasons = sql.join(
    COMMISSION_EARNED_REASONS.map((r) => sql`${r}`),
    sql`, `,
  );
  const rows = await db.execute<{ day: string | null; reason: BalanceEntryReason; kobo: string; entries: string }>(sql`
    select case when created_at >= now() - make_interval(days => ${sinceDays})
                then to_char((created_at at time zone 'Africa/Lagos')::date, 'YYYY-MM-DD') end as day,
           reason, sum(amount_kobo)::text as kobo, count(*)::text as entries
    from balance_entries
    where reason in (${reasons})
    group by 1, 2`);
  const all: OrderLedgerSums = {};
  const days = new Map<string, { sums: OrderLedgerSums; orders: number }>();
  for (const row of rows.rows) {
    const kobo = Number(row.kobo);
    all[row.reason] = (all[row.reason] ?? 0) + kobo;
    if (row.day === null) continue;
    const day = days.get(row.day) ?? { sums: {}, orders: 0 };
    day.sums[row.reason] = kobo;
    // Each order's commission is one entry: counting them counts the orders it was taken from.
    if (row.reason === 'commission') day.orders = Number(row.entries);
    days.set(row.day, day);
  }
  return {
    commissionKobo: commissionEarnedOf(all),
    commissionTakenKobo: commissionTakenOf(all),
    platformCouponsKobo: platformCreditOf(all),
    byDay: new Map(
      [...days].map(([day, d]) => [day, { commissionKobo: commissionEarnedOf(d.sums), commissionOrders: d.orders }]),
    ),
  };
}
