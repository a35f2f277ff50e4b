import { Component, lazy, Suspense, useMemo, type ReactNode } from 'react';
import { formatNaira } from '../../../../shared/money.ts';
import {
  CHART_HEIGHT,
  COMMISSION_COLOUR,
  dayLabel,
  dayLabelLong,
  ORDERS_COLOUR,
  REVENUE_COLOUR,
  type DailySales,
} from './daily-sales.ts';

/** uPlot and its CSS are fetched only when this chart first renders, never on shopper pages. */
const DailySalesChart = lazy(() => import('./daily-sales-chart.tsx'));

/** What one of the overview's 30-day cards charts: an amount of money per day and a count of orders. */
type DailySeries = {
  heading: string;
  /** The month summed, "₦45,000.00 from 3 paid orders". */
  caption: (kobo: number, orders: number) => string;
  kobo: (d: DailySales) => number;
  orders: (d: DailySales) => number;
  names: { bars: string; line: string };
  colours: { bars: string; line: string };
  tableCaption: string;
  columns: { kobo: string; orders: string };
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

const REVENUE: DailySeries = {
  heading: 'Completed sales, last 30 days',
  caption: (kobo, orders) => `${formatNaira(kobo)} from ${plural(orders, 'paid order', 'paid orders')}.`,
  kobo: (d) => d.revenueKobo,
  orders: (d) => d.orders,
  names: { bars: 'Revenue', line: 'Orders' },
  colours: { bars: REVENUE_COLOUR, line: ORDERS_COLOUR },
  tableCaption: 'Completed revenue and orders per day, oldest first',
  columns: { kobo: 'Revenue', orders: 'Orders' },
};

const COMMISSION: DailySeries = {
  heading: 'Commission earned, last 30 days',
  caption: (kobo, orders) => `${formatNaira(kobo)} from ${plural(orders, 'delivered order', 'delivered orders')}.`,
  kobo: (d) => d.commissionKobo,
  orders: (d) => d.commissionOrders,
  names: { bars: 'Commission', line: 'Orders' },
  colours: { bars: COMMISSION_COLOUR, line: ORDERS_COLOUR },
  tableCaption: 'Commission earned and the orders it came from per day, oldest first',
  columns: { kobo: 'Commission', orders: 'Orders' },
};

/** Overview chart: the last 30 days of completed revenue and orders. */
export function AdminDailySales({ days }: { days: DailySales[] }) {
  return <DailyFigures days={days} series={REVENUE} />;
}

/**
 * Overview chart beside the revenue: the commission the marketplace earned each day (taken when a
 * paid order is delivered, less what was given back on returns and paid for Oja coupons that day,
 * docs/product.md#commission)
 * and how many orders it was taken from.
 */
export function AdminDailyCommission({ days }: { days: DailySales[] }) {
  return <DailyFigures days={days} series={COMMISSION} />;
}

/**
 * One 30-day card: the figure's caption sums the month; the table under "Daily figures" holds every
 * day, for screen readers and for anyone who wants the numbers. If the chart's chunk fails to load,
 * the table still stands.
 */
function DailyFigures({ days, series }: { days: DailySales[]; series: DailySeries }) {
  const labels = useMemo(() => days.map((d) => dayLabel(d.day)), [days]);
  const points = useMemo(() => days.map((d) => ({ kobo: series.kobo(d), orders: series.orders(d) })), [days, series]);
  const monthKobo = points.reduce((sum, d) => sum + d.kobo, 0);
  const monthOrders = points.reduce((sum, d) => sum + d.orders, 0);
  const headingId = `admin-daily-${series.names.bars.toLowerCase()}-heading`;
  return (
    <section aria-labelledby={headingId} className="min-w-0 rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
      <h2 id={headingId} className="font-semibold text-stone-900">
        {series.heading}
      </h2>
      <figure className="mt-1">
        <figcaption className="text-sm text-stone-600">
          {series.caption(monthKobo, monthOrders)}{' '}
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="inline-block" style={swatch(10, series.colours.bars)} />
            {series.names.bars} (bars, left)
          </span>{' '}
          <span className="whitespace-nowrap">
            <span aria-hidden="true" className="ml-2 inline-block" style={swatch(2, series.colours.line)} />
            {series.names.line} (line, right)
          </span>
        </figcaption>
        <div className="mt-3">
          <ChartBoundary>
            <Suspense
              fallback={<div className="rounded-lg bg-stone-100" style={{ height: CHART_HEIGHT }} aria-hidden="true" />}
            >
              <DailySalesChart
                days={points}
                labels={labels}
                height={CHART_HEIGHT}
                colours={series.colours}
                names={series.names}
              />
            </Suspense>
          </ChartBoundary>
        </div>
      </figure>
      <details className="mt-3 text-sm">
        <summary className="cursor-pointer font-medium text-emerald-800">Daily figures</summary>
        <div className="mt-2 overflow-x-auto">
          <table className="w-full text-left tabular-nums">
            <caption className="sr-only">{series.tableCaption}</caption>
            <thead className="text-stone-600">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Day
                </th>
                <th scope="col" className="py-1 pr-4 text-right font-medium">
                  {series.columns.kobo}
                </th>
                <th scope="col" className="py-1 text-right font-medium">
                  {series.columns.orders}
                </th>
              </tr>
            </thead>
            <tbody className="text-stone-800">
              {days.map((d, i) => (
                <tr key={d.day} className="border-t border-stone-100">
                  <th scope="row" className="py-1 pr-4 font-normal">
                    <time dateTime={d.day}>{dayLabelLong(d.day)}</time>
                  </th>
                  <td className="py-1 pr-4 text-right">{formatNaira(points[i]!.kobo)}</td>
                  <td className="py-1 text-right">{points[i]!.orders}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </section>
  );
}

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
