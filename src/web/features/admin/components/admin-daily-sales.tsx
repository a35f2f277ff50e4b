import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { formatNaira } from '../../../../shared/money.ts';
import { CHART_HEIGHT, dayLabel, dayLabelLong, ORDERS_COLOUR, REVENUE_COLOUR, type DailySales } from './daily-sales.ts';

/** uPlot and its CSS are fetched only when this chart first renders, never on shopper pages. */
const DailySalesChart = lazy(() => import('./daily-sales-chart.tsx'));

/**
 * Overview chart: the last 30 days of completed revenue and orders. The figure's caption sums the
 * month; the table under "Daily figures" holds every day, for screen readers and for anyone who
 * wants the numbers. If the chart's chunk fails to load, the table still stands.
 */
export function AdminDailySales({ days }: { days: DailySales[] }) {
  const labels = useMemo(() => days.map((d) => dayLabel(d.day)), [days]);
  const monthKobo = days.reduce((sum, d) => sum + d.revenueKobo, 0);
  const monthOrders = days.reduce((sum, d) => sum + d.orders, 0);
  return (
    <section
      aria-labelledby="admin-daily-heading"
      className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5"
    >
      <h2 id="admin-daily-heading" className="font-semibold text-stone-900">
        Completed sales, last 30 days
      </h2>
      <figure className="mt-1">
        <figcaption className="text-sm text-stone-600">
          {formatNaira(monthKobo)} from {monthOrders} paid {monthOrders === 1 ? 'order' : 'orders'}.{' '}
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="inline-block" style={swatch(10, REVENUE_COLOUR)} />
            Revenue (bars, left)
          </span>{' '}
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="ml-2 inline-block" style={swatch(2, ORDERS_COLOUR)} />
            Orders (line, right)
          </span>
        </figcaption>
        <div className="mt-3">
          <ChartBoundary>
            <Suspense
              fallback={<div className="rounded-lg bg-stone-100" style={{ height: CHART_HEIGHT }} aria-hidden="true" />}
            >
              <DailySalesChart days={days} labels={labels} height={CHART_HEIGHT} colours={COLOURS} />
            </Suspense>
          </ChartBoundary>
        </div>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-emerald-800">Daily figures</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">Completed revenue and orders per day, oldest first</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  Revenue
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  Orders
                </th>
              </tr>
            </thead>
            <tbody className="text-stone-800">
              {days.map((d) => (
                <tr key={d.day} className="border-t border-stone-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    <time dateTime={d.day}>{dayLabelLong(d.day)}</time>
                  </th>
                  <td className="py-1 pr-4 text-right">{formatNaira(d.revenueKobo)}</td>
                  <td className="py-1 text-right">{d.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

const COLOURS = { revenue: REVENUE_COLOUR, orders: ORDERS_COLOUR };

/** A legend key drawn with inline styles, so the chart adds no rules to the shared stylesheet. */
const swatch = (height: number, background: string) => ({
  width: 12,
  height,
  background,
  marginRight: 4,
  verticalAlign: 'middle',
  borderRadius: 2,
});

/** A chunk that fails to load leaves a note, not a broken tab: the table above still has the figures. */
class ChartBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (this.state.failed)
      return <p className="text-sm text-stone-600">The chart could not load; see the daily figures.</p>;
    return this.props.children;
  }
}
