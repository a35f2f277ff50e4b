import type { Role } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { DASHBOARD_TABS, type DashboardTab } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-query.ts';
import { useProfile } from '../../entities/profile/profile-query.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { PageContainer, PageHeading } from '../../components/ui/page-heading.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { ProfilePanel } from '../../features/account/components/profile-panel.tsx';
import { CustomerOrders } from './customer-orders.tsx';
import { DashboardOverview } from './dashboard-overview.tsx';
import { MyStores } from '../../features/vendor-store/components/my-stores.tsx';
import { EarningsPanel } from '../../features/vendor-store/components/earnings/earnings-panel.tsx';

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  stores: 'My Stores',
  orders: 'My Orders',
  earnings: 'Earnings',
  profile: 'Profile',
};

/**
 * docs/product.md#dashboard: My Stores is for vendors and admins only. Earnings is for a customer
 * with earnings of their own — a former seller (docs/product.md#role-changes); sellers have theirs
 * on the vendor dashboard.
 */
function tabsFor(role: Role, hasEarnings: boolean): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) =>
    tab === 'stores' ? role !== 'customer' : tab === 'earnings' ? role === 'customer' && hasEarnings : true,
  );
}

/** /dashboard. The open tab lives in ?tab= so it survives reloads and can be linked to. */
export function DashboardPage() {
  const { user } = useSession();
  const profile = useProfile();
  const tabs = user ? tabsFor(user.role, profile.data?.hasEarnings ?? false) : [];
  const [active, setActive] = useTabParam(tabs, 'overview');
  if (!user) return null; // the route guard only renders this page for a signed-in user

  return (
    <PageContainer>
      <PageHeading title="Dashboard" />
      <Tabs value={active} onValueChange={setActive}>
        <TabList aria-label="Dashboard sections">
          {tabs.map((tab) => (
            <Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <DashboardOverview user={user} />
        </TabPanel>
        {tabs.includes('stores') && (
          <TabPanel value="stores">
            <MyStores />
          </TabPanel>
        )}
        <TabPanel value="orders">
          <CustomerOrders headingLevel="h2" />
        </TabPanel>
        {tabs.includes('earnings') && (
          <TabPanel value="earnings">
            <h2 className="mb-4 text-lg font-semibold text-stone-900">{messages.cashouts.formerSellerHeading}</h2>
            <EarningsPanel />
          </TabPanel>
        )}
        <TabPanel value="profile">
          <ProfilePanel />
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}
