import type { DbOrTx } from '../../db/client.ts';
import { ADMIN_OVERVIEW_DAYS, readOverview } from '../../admin/read-overview.ts';
import { readCommissionEarned } from '../../ledger/read-commission-earned.ts';

/**
 * The admin overview: the marketplace's totals and its last 30 days (admin/read-overview.ts), and
 * beside them the commission earned as the ledger holds it (ledger/read-commission-earned.ts) —
 * its total, split into the commission taken and what platform coupons cost so the overview can say
 * why it is below the commission, and each day's on the chart with the orders it was taken from.
 */
export async function readAdminOverview(db: DbOrTx) {
  const [overview, earned] = await Promise.all([readOverview(db), readCommissionEarned(db, ADMIN_OVERVIEW_DAYS + 1)]);
  return {
    ...overview,
    commissionKobo: earned.commissionKobo,
    commissionTakenKobo: earned.commissionTakenKobo,
    platformCouponsKobo: earned.platformCouponsKobo,
    daily: overview.daily.map((d) => ({
      ...d,
      commissionKobo: earned.byDay.get(d.day)?.commissionKobo ?? 0,
      commissionOrders: earned.byDay.get(d.day)?.commissionOrders ?? 0,
    })),
  };
}
