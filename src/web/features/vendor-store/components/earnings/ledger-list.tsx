import { formatNaira } from '../../../../../shared/money.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { TrackingNumber } from '../../../../components/ui/tracking-number.tsx';
import type { LedgerEntry } from '../../api/earnings.ts';

/** What moved the balance: an order's credit, a cashout, or a failed cashout's money coming back. */
function entryLabel(entry: LedgerEntry): string {
  if (entry.reason === 'cashout') return 'Cashout';
  if (entry.reason === 'cashout_returned') return 'Cashout returned (transfer failed)';
  return 'Order delivered';
}

/**
 * The ledger, newest first: each credit with its order's tracking number, each cashout (and a
 * failed one's return) with the date it was requested.
 */
export function LedgerList({ entries }: { entries: LedgerEntry[] }) {
  if (entries.length === 0) {
    return (
      <EmptyState title="No earnings yet">
        When an order of yours is delivered and paid, its total is credited here.
      </EmptyState>
    );
  }
  return (
    <ul className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white" aria-label="Ledger entries">
      {entries.map((entry) => {
        const credit = entry.amountKobo > 0;
        return (
          <li key={entry.id} className="flex items-start justify-between gap-3 px-4 py-3" data-testid="ledger-entry">
            <div className="min-w-0">
              <p className="font-medium text-stone-900">{entryLabel(entry)}</p>
              <p className="text-sm text-stone-600">
                {entry.orderId ? (
                  <>Tracking {entry.trackingNumber ? <TrackingNumber value={entry.trackingNumber} /> : '—'}</>
                ) : (
                  `Requested ${entry.cashoutRequestedAt ? formatDate(entry.cashoutRequestedAt) : '—'}`
                )}
              </p>
              <p className="text-xs text-stone-500">{formatDate(entry.createdAt, { length: 'dateTime' })}</p>
            </div>
            <p className={`shrink-0 font-semibold tabular-nums ${credit ? 'text-emerald-800' : 'text-stone-900'}`}>
              <span className="sr-only">{credit ? 'Credit' : 'Debit'} </span>
              {credit ? '+' : '−'}
              {formatNaira(Math.abs(entry.amountKobo))}
            </p>
          </li>
        );
      })}
    </ul>
  );
}
