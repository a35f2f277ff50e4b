import type { DbOrTx } from '../db/client.ts';
import type { Actor } from '../actor.ts';
import { csvNaira, csvText } from '../../shared/csv.ts';
import { ledgerRows } from '../../shared/ledger-rows.ts';
import { readEarnings } from './read-earnings.ts';

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
 * (docs/product.md#commission), each paid cashout with what it took. The Net column sums to the
 * balance. Only ever the caller's own.
 */
export async function exportEarnings(db: DbOrTx, actor: Actor): Promise<string> {
  const { entries } = await readEarnings(db, actor, { limit: EARNINGS_CSV_LIMIT });
  const lagosDay = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' });
  const day = (iso: string) => lagosDay.format(new Date(iso));
  return csvText(
    EARNINGS_CSV_COLUMNS,
    ledgerRows(entries).map((row) =>
      row.kind === 'order'
        ? [
            day(row.createdAt),
            'Order delivered',
            row.trackingNumber ?? '',
            csvNaira(row.grossKobo),
            csvNaira(row.commissionKobo),
            csvNaira(row.netKobo),
          ]
        : [day(row.createdAt), 'Cashout paid', '', '', '', csvNaira(row.amountKobo)],
    ),
  );
}
