import { paths } from '../../../lib/paths.ts';
import { useTabParam } from '../../../lib/use-tab-param.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { RedirectWithNotice } from '../../../components/ui/redirect-with-notice.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useMyStores } from '../api/list-my-stores.ts';
import { StoreList } from '../components/store-list.tsx';
import { VendorOrdersTab, type VendorOrderCardSlot } from '../components/vendor-orders-tab.tsx';
import { VendorOverviewTab } from '../components/vendor-overview-tab.tsx';
import { VendorReviewsTab } from '../components/vendor-reviews-tab.tsx';
import { vendorUiMessages as ui } from '../messages.ts';
import { EarningsPanel } from '../components/earnings/earnings-panel.tsx';

/**
 * The dashboard's tabs, in order. The Earnings tab (balance, ledger, cashouts) is added here by its
 * own change: one entry in this list, its label, and its panel below.
 */
const DASHBOARD_TABS = ['orders', 'returns', 'overview', 'reviews', 'earnings', 'stores'] as const;
type DashboardTab = (typeof DASHBOARD_TABS)[number];
const TAB_LABELS: Record<DashboardTab, string> = {
  orders: 'Orders',
  returns: 'Returns',
  overview: 'Overview',
  reviews: 'Reviews',
  earnings: 'Earnings',
  stores: 'Stores',
};

/**
 * /vendor-dashboard (the header's "Orders"). docs/product.md#route-guards: a user without stores is sent to
 * /store/create. Orders of the vendor's stores to fulfil (the default tab), the overview, reviews of
 * their products and their stores; the open tab lives in ?tab=. Each order shows as `orderCard`
 * (app/ gives the order-management feature's card).
 */
import type { ReactNode } from 'react';

/**
 * `returns`: the return requests waiting for the vendor, shown above the Orders tab's list;
 * `returnsTab`: the Returns tab (open and decided requests).
 */
export function VendorDashboardPage({
  orderCard,
  returns,
  returnsTab,
}: {
  orderCard: VendorOrderCardSlot;
  returns?: ReactNode;
  returnsTab?: ReactNode;
}) {
  const stores = useMyStores();
  const [active, setActive] = useTabParam(DASHBOARD_TABS, 'orders');

  if (stores.isPending) return <PageLoading label="Loading your stores…" />;
  // A vendor dashboard for a user with no stores goes on to store creation (admins too).
  if (stores.isSuccess && stores.data.length === 0) {
    return <RedirectWithNotice to={paths.storeCreate.href()} />;
  }

  return (
    <PageContainer>
      <PageHeading title="Vendor Dashboard">
        Orders of your stores, reviews of your products and your sales.
      </PageHeading>
      <Tabs value={active} onValueChange={setActive}>
        <TabList aria-label="Vendor dashboard sections">
          {DASHBOARD_TABS.map((tab) => (
            <Tab key={tab} value={tab}>
              {TAB_LABELS[tab]}
            </Tab>
          ))}
        </TabList>
        <TabPanel value="orders">
          {returns}
          <VendorOrdersTab orderCard={orderCard} />
        </TabPanel>
        <TabPanel value="returns">{returnsTab}</TabPanel>
        <TabPanel value="overview">
          <VendorOverviewTab />
        </TabPanel>
        <TabPanel value="reviews">
          <VendorReviewsTab />
        </TabPanel>
        <TabPanel value="earnings">
          <EarningsPanel />
        </TabPanel>
        <TabPanel value="stores">
          <section aria-labelledby="dashboard-stores-heading">
            <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
              <h2 id="dashboard-stores-heading" className="text-lg font-semibold text-stone-900">
                Your stores
              </h2>
              <ButtonLink to={paths.storeCreate.href()} size="sm" variant="secondary">
                Create Store
              </ButtonLink>
            </div>
            {stores.isError ? (
              <FormAlert tone="error">{stores.error.message}</FormAlert>
            ) : stores.data.length === 0 ? (
              <EmptyState icon={<StoreIcon size={32} />} title={ui.noStoresTitle}>
                {ui.noStoresBody}
              </EmptyState>
            ) : (
              <StoreList stores={stores.data} />
            )}
          </section>
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}
