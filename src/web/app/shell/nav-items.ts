import type { SessionUser } from '../../lib/session-query.ts';
import { paths } from '../../lib/paths.ts';

export type NavItem = { label: string; to: string };

/** The header's links for this person (docs/product.md#header): role-dependent beyond Home. */
export function navItemsFor(user: SessionUser | null): NavItem[] {
  const items: NavItem[] = [{ label: 'Home', to: paths.home.href() }];
  if (!user) return items;
  items.push({ label: 'Dashboard', to: paths.dashboard.href() });
  if (user.role === 'customer') items.push({ label: 'Become Vendor', to: paths.upgradeVendor.href() });
  else items.push({ label: 'Orders', to: paths.vendorDashboard.href() });
  if (user.role === 'admin') {
    items.push({ label: 'Admin', to: paths.admin.href() }, { label: 'Users', to: paths.adminUsers.href() });
  }
  return items;
}
