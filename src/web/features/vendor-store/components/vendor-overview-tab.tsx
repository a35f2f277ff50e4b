import { formatNaira } from '../../../../shared/money.ts';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { useVendorOverview } from '../api/get-vendor-overview.ts';
import { VendorTotals } from './vendor-totals.tsx';

const dayLabel = new Intl.DateTimeFormat('en-NG', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/**
 * The Overview tab (docs/product.md#earnings): pending orders (pending or confirmed) and total revenue (payment
 * completed), and the last 30 days of completed sales as a list of bars — a table in disguise, so
 * screen readers read each day's figures.
 */
export function VendorOverviewTab() {
  const overview = useVendorOverview();
  if (overview.isPending) return <PageLoading label="Loading overview…" />;
  if (overview.isError) return <FormAlert tone="error">{overview.error.message}</FormAlert>;
  const { pendingOrders, totalRevenueKobo, days } = overview.data;
  const max = Math.max(1, ...days.map((d) => d.revenueKobo));
  const monthKobo = days.reduce((sum, d) => sum + d.revenueKobo, 0);
  const monthOrders = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <div className="space-y-6">
      <VendorTotals pendingOrders={pendingOrders} totalRevenueKobo={totalRevenueKobo} />
      <section
        aria-labelledby="sales-30-heading"
        className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      >
        <h2 id="sales-30-heading" className="font-semibold text-stone-900">
          Sales, last 30 days
        </h2>
        <p className="mt-1 text-sm text-stone-600">
          {formatNaira(monthKobo)} from {monthOrders} paid {monthOrders === 1 ? 'order' : 'orders'}
        </p>
        <ol className="mt-4 space-y-1" aria-label="Paid sales per day, oldest first">
          {days.map((day) => (
            <li
              key={day.date}
              className="grid grid-cols-[3.25rem_minmax(0,1fr)_8rem] items-center gap-2 text-xs sm:grid-cols-[4rem_minmax(0,1fr)_10rem]"
            >
              <span className="text-stone-600">{dayLabel.format(new Date(`${day.date}T12:00:00Z`))}</span>
              <span className="h-3 rounded bg-stone-100" aria-hidden="true">
                <span
                  className="block h-3 rounded bg-emerald-600"
                  style={{ width: `${(day.revenueKobo / max) * 100}%` }}
                />
              </span>
              <span className="whitespace-nowrap text-right tabular-nums text-stone-800">
                {formatNaira(day.revenueKobo)}
                <span className="text-stone-500"> · {day.orders}</span>
                <span className="sr-only"> {day.orders === 1 ? 'order' : 'orders'}</span>
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
