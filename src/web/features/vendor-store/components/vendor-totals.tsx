import { formatNaira } from '../../../../shared/money.ts';

/**
 * A vendor's two figures (docs/product.md#earnings): pending orders (pending or confirmed) and total revenue (the
 * totals of orders whose payment is completed). Shown on the vendor dashboard's Overview and on the
 * /dashboard Overview.
 */
export function VendorTotals({ pendingOrders, totalRevenueKobo }: { pendingOrders: number; totalRevenueKobo: number }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
        <dt className="text-sm text-stone-600">Pending Orders</dt>
        <dd className="mt-1 text-2xl font-semibold tabular-nums text-stone-900">{pendingOrders}</dd>
      </div>
      <div className="rounded-xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
        <dt className="text-sm text-stone-600">Total Revenue</dt>
        <dd className="mt-1 text-2xl font-semibold tabular-nums text-stone-900">{formatNaira(totalRevenueKobo)}</dd>
      </div>
    </dl>
  );
}
