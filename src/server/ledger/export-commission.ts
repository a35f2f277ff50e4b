import { and, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { balanceEntries, orders, profiles, returnRequests, stores } from '../db/schema.ts';
import { csvNaira, csvText } from '../../shared/csv.ts';
import { COMMISSION_EARNED_REASONS, type BalanceEntryReason } from '../../shared/constants.ts';
import { commissionEarnedOf } from '../../shared/order-money.ts';

/** At most this many orders per export, like the vendors' order export. */
export const COMMISSION_CSV_LIMIT = 20_000;

export const COMMISSION_CSV_COLUMNS = [
  'Date Earned',
  'Order ID',
  'Tracking Number',
  'Store',
  'Seller Email',
  'Gross (NGN)',
  'Commission (NGN)',
  'Net (NGN)',
  'Entry',
] as const;

/** What each row of the commission CSV is. */
const ENTRY_LABELS = {
  commission: 'Commission',
  commission_refund: 'Commission given back on a return',
  platform_discount: 'Oja coupon paid to the seller',
  platform_discount_rejected: 'Oja coupon rejected',
} as const;

/**
 * The commission the marketplace has earned, one row per order, newest first
 * (docs/product.md#commission): the day it was taken (Africa/Lagos, ISO) — the order's delivery —,
 * the order, its store and seller, and the order's gross, the commission and what the seller kept,
 * in naira with two decimals. Commission given back on a return (`commission_refund`) is a row of
 * its own on the day it was given back, in minus: the refund as the gross, the commission given
 * back and the net the seller refunded. What a platform coupon cost the marketplace is a row too, on
 * the day it was paid to the seller: no gross, its cost in minus as commission, the seller's gain as
 * net (and its reversal when an admin rejected it). The last column says which each row is. The
 * rows are the overview's entries (ledger/read-commission-earned.ts), each counted by the same
 * commissionEarnedOf, so the commission column sums to its commission earned, and each day's rows
 * to that day on its chart.
 */
export async function exportCommission(db: DbOrTx): Promise<string> {
  const rows = await db
    .select({
      earnedAt: balanceEntries.createdAt,
      orderId: orders.id,
      trackingNumber: orders.trackingNumber,
      storeName: stores.name,
      sellerEmail: profiles.email,
      reason: balanceEntries.reason,
      grossKobo: orders.totalAmountKobo,
      refundKobo: returnRequests.refundKobo,
      commissionKobo: balanceEntries.amountKobo,
    })
    .from(balanceEntries)
    .innerJoin(orders, eq(orders.id, balanceEntries.orderId))
    // One accepted (refunded) return per order (decision 0021): the refund its commission came back on.
    .leftJoin(
      returnRequests,
      and(
        eq(returnRequests.orderId, balanceEntries.orderId),
        eq(returnRequests.status, 'accepted'),
        eq(balanceEntries.reason, 'commission_refund'),
      ),
    )
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .innerJoin(profiles, eq(profiles.id, balanceEntries.vendorId))
    .where(inArray(balanceEntries.reason, [...COMMISSION_EARNED_REASONS]))
    .orderBy(desc(balanceEntries.createdAt), desc(balanceEntries.id))
    .limit(COMMISSION_CSV_LIMIT);
  const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
  return csvText(
    COMMISSION_CSV_COLUMNS,
    rows.map((r) => {
      const commissionKobo = commissionEarnedOf({ [r.reason as BalanceEntryReason]: r.commissionKobo });
      const grossKobo =
        r.reason === 'commission' ? r.grossKobo : r.reason === 'commission_refund' ? -(r.refundKobo ?? 0) : 0;
      return [
        lagosDay.format(r.earnedAt),
        r.orderId,
        r.trackingNumber,
        r.storeName,
        r.sellerEmail,
        csvNaira(grossKobo),
        csvNaira(commissionKobo),
        csvNaira(grossKobo - commissionKobo),
        ENTRY_LABELS[r.reason as keyof typeof ENTRY_LABELS],
      ];
    }),
  );
}
