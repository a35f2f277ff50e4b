import { AdminPage } from '../../features/admin/pages/admin-page.tsx';
import { AdminOrderCard } from '../../features/order-management/components/admin-order-card.tsx';
import { EscalatedReturns } from '../../features/returns/components/escalated-returns.tsx';
import { ReturnsTab } from '../../features/returns/components/returns-tab.tsx';
import { useEscalatedReturnCount } from '../../features/returns/api/escalated-return-count.ts';
import { CouponManager } from '../../features/coupons/components/coupon-manager.tsx';

/**
 * /admin: the admin dashboard (admin feature) with each order on its Orders tab as a managed order
 * card with the admin's buttons (order-management feature), and the returns customers escalated
 * (on Needs attention, and in its count) and the Returns tab as the returns feature shows them to an admin.
 */
export function AdminDashboard() {
  const escalatedReturnCount = useEscalatedReturnCount();
  return (
    <AdminPage
      orderCard={(order, onChanged) => <AdminOrderCard order={order} onChanged={onChanged} />}
      escalatedReturns={<EscalatedReturns />}
      escalatedReturnCount={escalatedReturnCount}
      returnsTab={<ReturnsTab audience="admin" />}
      couponsTab={<CouponManager scope={{ kind: 'platform' }} />}
    />
  );
}
