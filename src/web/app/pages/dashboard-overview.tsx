import { DASHBOARD_RECENT_ORDERS } from '../../../shared/constants.ts';
import type { SessionUser } from '../../lib/session-query.ts';
import { paths } from '../../lib/paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { VendorGlance } from '../../features/vendor-store/components/vendor-glance.tsx';
import { CustomerOrders } from './customer-orders.tsx';

const roleWithArticle = { customer: 'a customer', vendor: 'a vendor', admin: 'an admin' } as const;

export function DashboardOverview({ user }: { user: SessionUser }) {
  return (
    <div className="space-y-8">
      <section
        aria-labelledby="welcome-heading"
        className="rounded-2xl border border-emerald-100 bg-gradient-to-br from-emerald-50 to-white p-5 sm:p-6"
      >
        <h2 id="welcome-heading" className="text-xl font-semibold text-stone-900">
          Welcome back, {user.fullName}!
        </h2>
        <p className="mt-1 text-stone-600">
          You are signed in as <strong className="font-semibold text-emerald-800">{roleWithArticle[user.role]}</strong>.
        </p>
        <div className="mt-4 flex flex-wrap gap-2">
          <ButtonLink to={paths.home.href()} size="sm">
            Browse Products
          </ButtonLink>
          {user.role === 'customer' ? (
            <ButtonLink to={paths.upgradeVendor.href()} variant="secondary" size="sm">
              Become Vendor
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.vendorDashboard.href()} variant="secondary" size="sm">
              Vendor Orders
            </ButtonLink>
          )}
        </div>
      </section>
      {/* docs/product.md#dashboard: for vendors, the pending count and total revenue (admins sell too). */}
      {user.role !== 'customer' && <VendorGlance />}
      <CustomerOrders title="Recent orders" limit={DASHBOARD_RECENT_ORDERS} />
    </div>
  );
}
