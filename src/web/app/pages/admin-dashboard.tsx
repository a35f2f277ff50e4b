import { AdminPage } from '../../features/admin/pages/admin-page.tsx';
import { AdminOrderCard } from '../../features/order-management/components/admin-order-card.tsx';

/**
 * /admin: the admin dashboard (admin feature) with each order on its Orders tab as a managed order
 * card with the admin's buttons (order-management feature).
 */
export function AdminDashboard() {
  return <AdminPage orderCard={(order, onChanged) => <AdminOrderCard order={order} onChanged={onChanged} />} />;
}
