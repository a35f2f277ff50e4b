import { VendorDashboardPage } from '../../features/vendor-store/pages/vendor-dashboard-page.tsx';
import { VendorReturns } from '../../features/returns/components/vendor-returns.tsx';
import { ReturnsTab } from '../../features/returns/components/returns-tab.tsx';
import { VendorOrderCard } from '../../features/order-management/components/vendor-order-card.tsx';

/**
 * /vendor-dashboard: the vendor's dashboard (vendor-store feature) with each order of their stores
 * as a managed order card with the vendor's buttons (order-management feature), the return
 * requests waiting for them above the orders and the Returns tab (returns feature).
 */
export function VendorDashboard() {
  return (
    <VendorDashboardPage
      returns={<VendorReturns />}
      returnsTab={<ReturnsTab audience="vendor" />}
      orderCard={(order, onChanged) => <VendorOrderCard order={order} onChanged={onChanged} />}
    />
  );
}
