import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { useTabParam } from '../../../lib/use-tab-param.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { UserIcon } from '../../../components/ui/icons.tsx';
import { AdminOverviewTab } from '../components/admin-overview-tab.tsx';
import { AdminCategoriesTab } from '../components/admin-categories-tab.tsx';
import { AdminStoresTab } from '../components/admin-stores-tab.tsx';
import { AdminProductsTab } from '../components/admin-products-tab.tsx';
import { AdminOrdersTab } from '../components/admin-orders-tab.tsx';
import { AdminDeliveryFeesTab } from '../components/admin-delivery-fees-tab.tsx';

const ADMIN_TABS = ['overview', 'categories', 'stores', 'products', 'orders', 'delivery-fees'] as const;
type AdminTab = (typeof ADMIN_TABS)[number];
const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  categories: 'Categories',
  stores: 'Stores',
  products: 'Products',
  orders: 'Orders',
  'delivery-fees': 'Delivery fees',
};

/**
 * /admin (spec §2 "Admin dashboard tabs"): Overview, Categories, Stores, Products and Orders; users
 * have their own page. The open tab lives in ?tab= so it survives reloads and can be linked to.
 */
export function AdminPage() {
  const [active, setActive] = useTabParam(ADMIN_TABS, 'overview');

  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title="Admin Dashboard" />
        <Link
          to={paths.adminUsers.href()}
          className="mb-6 inline-flex h-10 shrink-0 items-center gap-1.5 rounded-lg border border-stone-300 bg-white px-3 text-sm font-medium text-stone-800 hover:bg-stone-100 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
        >
          <UserIcon size={16} />
          Manage Users
        </Link>
      </div>
      <Tabs value={active} onValueChange={setActive}>
        <TabList aria-label="Admin sections">
          {ADMIN_TABS.map((tab) => (
            <Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="overview">
          <AdminOverviewTab />
        </TabPanel>
        <TabPanel value="categories">
          <AdminCategoriesTab />
        </TabPanel>
        <TabPanel value="stores">
          <AdminStoresTab />
        </TabPanel>
        <TabPanel value="products">
          <AdminProductsTab />
        </TabPanel>
        <TabPanel value="orders">
          <AdminOrdersTab />
        </TabPanel>
        <TabPanel value="delivery-fees">
          <AdminDeliveryFeesTab />
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}
