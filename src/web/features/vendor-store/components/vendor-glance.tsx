import { Link } from 'react-router';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { paths } from '../../../lib/paths.ts';
import { useVendorOverview } from '../api/get-vendor-overview.ts';
import { VendorTotals } from './vendor-totals.tsx';

/**
 * The /dashboard Overview's section for vendors (docs/product.md#earnings): pending orders and total revenue over
 * their stores, with the way to the vendor dashboard where the orders are fulfilled.
 */
export function VendorGlance() {
  const overview = useVendorOverview();
  return (
    <section aria-labelledby="vendor-glance-heading" className="space-y-3">
      <h2 id="vendor-glance-heading" className="text-lg font-semibold text-stone-900">
        Your stores at a glance
      </h2>
      {overview.isPending ? (
        // Two quiet blocks the size of the figures, so the page does not jump when they arrive.
        <div role="status" className="grid gap-4 sm:grid-cols-2">
          <span className="sr-only">Loading your store figures…</span>
          <div aria-hidden="true" className="h-[5.5rem] motion-safe:animate-pulse rounded-xl bg-stone-100" />
          <div aria-hidden="true" className="h-[5.5rem] motion-safe:animate-pulse rounded-xl bg-stone-100" />
        </div>
      ) : overview.isError ? (
        <FormAlert tone="error">{overview.error.message}</FormAlert>
      ) : (
        <VendorTotals pendingOrders={overview.data.pendingOrders} totalRevenueKobo={overview.data.totalRevenueKobo} />
      )}
      <p className="text-sm">
        <Link
          to={`${paths.vendorDashboard.href()}?tab=overview`}
          className="rounded font-medium text-emerald-800 underline underline-offset-2 hover:text-emerald-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          See your sales of the last 30 days
        </Link>
      </p>
    </section>
  );
}
