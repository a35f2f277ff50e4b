import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../actor.ts';
import { csvNaira, csvText } from '../../../shared/csv.ts';
import { cashoutRowLabel, ledgerRows } from '../../../shared/ledger-rows.ts';
import { readEarnings } from '../read-earnings/read-earnings.ts';

/** At most this many ledger entries per export, like the orders export. */
export const EARNINGS_CSV_LIMIT = 20_000;

export const EARNINGS_CSV_COLUMNS = [
  'Date',
  'Entry',
  'Tracking Number',
  'Gross (NGN)',
  'Commission (NGN)',
  'Net (NGN)',
] as const;

/**
 * The caller's ledger as CSV, newest first, as the Earnings tab shows it: each delivered order on
 * one line with its gross, the marketplace's commission and the net credited
 * (docs/product.md#commission) — an order paid on delivery with the commission owed on it, its
 * gross 0 as nothing was credited (docs/product.md#pay-on-delivery) — each return with the refund
 * and the commission given back, each cashout with what it took. On every line Gross less
 * Commission is Net, and the Net column sums to the balance. Only ever the caller's own.
 */
export async function exportEarnings(db: DbOrTx, actor: Actor): Promise<string> {
  const { entries } = await readEarnings(db, actor, { limit: EARNINGS_CSV_LIMIT });
  const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
  const day = (iso: string) => lagosDay.format(new Date(iso));
  return csvText(
    EARNINGS_CSV_COLUMNS,
    ledgerRows(entries).map((row) => {
      if (row.kind === 'order') {
        return [
          day(row.createdAt),
          row.paidOnDelivery ? 'Paid on delivery: commission owed' : 'Order delivered',
          row.trackingNumber ?? '',
          csvNaira(row.grossKobo),
          csvNaira(row.commissionKobo),
          csvNaira(row.netKobo),
        ];
      }
      if (row.kind === 'promotion') {
        const label = {
          paid: 'Oja coupon paid by Oja',
          under_review: 'Oja coupon: under review',
          rejected: 'Oja coupon: rejected',
        };
        return [
          day(row.createdAt),
          label[row.status],
          row.trackingNumber ?? '',
          csvNaira(row.creditKobo),
          '',
          csvNaira(row.netKobo),
        ];
      }
      if (row.kind === 'return') {
        // Gross is the refund taken back, commission what the marketplace gave back of it.
        return [
          day(row.createdAt),
          row.paidOnDelivery ? 'Return (refunded by you at the door): commission back' : 'Return refunded',
          row.trackingNumber ?? '',
          csvNaira(-row.refundKobo),
          csvNaira(-row.commissionBackKobo),
          csvNaira(row.netKobo),
        ];
      }
      return [day(row.createdAt), cashoutRowLabel(row), '', '', '', csvNaira(row.amountKobo)];
    }),
  );
}
