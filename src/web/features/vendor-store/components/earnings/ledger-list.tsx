import { formatNaira } from '../../../../../shared/money.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { TrackingNumber } from '../../../../components/ui/tracking-number.tsx';
import type { LedgerEntry } from '../../api/earnings.ts';

/** The ledger, newest first: each credit with its order's tracking number, each debit with its cashout. */
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
              <p className="font-medium text-stone-900">{credit ? 'Order delivered' : 'Cashout paid'}</p>
              <p className="text-sm text-stone-600">
                {credit ? (
                  <>Tracking {entry.trackingNumber ? <TrackingNumber value={entry.trackingNumber} /> : '—'}</>
                ) : (
                  `Requested ${entry.cashoutRequestedAt ? formatDate(entry.cashoutRequestedAt) : '—'}`
                )}
              </p>
              <p className="text-xs text-stone-500">{formatDate(entry.createdAt, { length: 'dateTime' })}</p>
              {entry.pending && (
                <p className="mt-1 inline-block rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900 ring-1 ring-amber-200">
                  Pending until {formatDate(entry.availableAt)}
                </p>
              )}
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
