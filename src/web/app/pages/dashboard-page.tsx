import type { Role } from '../../../shared/constants.ts';
import { DASHBOARD_TABS, type DashboardTab } from '../../lib/paths.ts';
import { useSession } from '../../lib/session-query.ts';
import { useTabParam } from '../../lib/use-tab-param.ts';
import { PageContainer, PageHeading } from '../../components/ui/page-heading.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../components/ui/tabs.tsx';
import { ProfilePanel } from '../../features/account/components/profile-panel.tsx';
import { CustomerOrders } from './customer-orders.tsx';
import { DashboardOverview } from './dashboard-overview.tsx';
import { MyStores } from '../../features/vendor-store/components/my-stores.tsx';

const TAB_LABELS: Record<DashboardTab, string> = {
  overview: 'Overview',
  stores: 'My Stores',
  orders: 'My Orders',
  profile: 'Profile',
};

/** docs/product.md#dashboard: My Stores is for vendors and admins only. */
function tabsFor(role: Role): DashboardTab[] {
  return DASHBOARD_TABS.filter((tab) => tab !== 'stores' || role !== 'customer');
}

/** /dashboard. The open tab lives in ?tab= so it survives reloads and can be linked to. */
export function DashboardPage() {
  const { user } = useSession();
  const tabs = user ? tabsFor(user.role) : [];
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
        <TabPanel value="profile">
          <ProfilePanel />
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}
