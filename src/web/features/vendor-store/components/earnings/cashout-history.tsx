import { formatNaira } from '../../../../../shared/money.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import type { OwnCashout } from '../../api/earnings.ts';
import { CashoutStatusBadge } from './cashout-status-badge.tsx';

/** The vendor's cashout requests, newest first, each with its status in colour and in words. */
export function CashoutHistory({ cashouts }: { cashouts: OwnCashout[] }) {
  if (cashouts.length === 0)
    return <EmptyState title="No cashouts yet">Requests you make will be listed here.</EmptyState>;
  return (
    <ul
      className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
      aria-label="Cashout requests"
    >
      {cashouts.map((cashout) => (
        <li
          key={cashout.id}
          className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-4 py-3"
          data-testid="cashout"
        >
          <div className="min-w-0">
            <p className="font-semibold tabular-nums text-stone-900">{formatNaira(cashout.amountKobo)}</p>
            <p className="text-sm text-stone-600">
              {formatDate(cashout.createdAt, { length: 'dateTime' })}
              {cashout.adminNotes ? ` · ${cashout.adminNotes}` : ''}
            </p>
          </div>
          <CashoutStatusBadge status={cashout.status} />
        </li>
      ))}
    </ul>
  );
}
