import { formatNaira } from '../../../../../shared/money.ts';
import { messages } from '../../../../../shared/messages.ts';
import { formatDate } from '../../../../lib/format-date.ts';
import { EmptyState } from '../../../../components/ui/empty-state.tsx';
import { CashoutStatusBadge } from '../../../../entities/cashout/cashout-badge.tsx';
import type { OwnCashout } from '../../api/earnings.ts';

/** What a cashout's status means for the vendor, beside its badge (docs/product.md#cashout-status). */
function statusLine(cashout: OwnCashout): string | null {
  switch (cashout.status) {
    case 'processing':
      // An OTP, funds or an admin's check: the marketplace's to do, never the seller's failure.
      return cashout.waitingOnMarketplace ? messages.cashouts.waitingOnMarketplace : 'Bank transfer on its way';
    case 'paid':
      return `Paid to your bank ${formatDate(cashout.updatedAt, { length: 'dateTime' })}`;
    case 'failed':
      return null;
    default:
      return cashout.adminNotes;
  }
}

/**
 * The vendor's cashout requests, newest first, each with its status in colour and in words: a
 * processing one is on its way to their bank, a paid one arrived, and a failed one says why and
 * that the amount is back in their balance.
 */
export function CashoutHistory({ cashouts }: { cashouts: OwnCashout[] }) {
  if (cashouts.length === 0)
    return <EmptyState title="No cashouts yet">Requests you make will be listed here.</EmptyState>;
  return (
    <ul
      className="divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white"
      aria-label="Cashout requests"
    >
      {cashouts.map((cashout) => {
        const line = statusLine(cashout);
        return (
          <li key={cashout.id} className="px-4 py-3" data-testid="cashout" data-status={cashout.status}>
            <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1">
              <div className="min-w-0">
                <p className="font-semibold tabular-nums text-stone-900">{formatNaira(cashout.amountKobo)}</p>
                <p className="text-sm text-stone-600">
                  Requested {formatDate(cashout.createdAt, { length: 'dateTime' })}
                  {line ? ` · ${line}` : ''}
                </p>
              </div>
              <CashoutStatusBadge status={cashout.status} />
            </div>
            {cashout.status === 'failed' &&
              (cashout.failureReason === messages.cashouts.notSentReturned ? (
                // The marketplace did not send it (decision 0018): nothing is wrong with the seller's bank details.
                <p
                  className="mt-2 rounded-lg bg-stone-100 px-3 py-2 text-sm text-stone-800"
                  data-testid="cashout-failure"
                >
                  {messages.cashouts.notSentReturned}. You may ask again.
                </p>
              ) : (
                <p className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-sm text-red-900" data-testid="cashout-failure">
                  <span className="font-medium">The transfer failed: </span>
                  {cashout.failureReason ?? 'the bank did not accept it'}. The amount is back in your balance; check
                  your bank details and ask again.
                </p>
              ))}
          </li>
        );
      })}
    </ul>
  );
}
