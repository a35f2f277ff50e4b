import { uiMessages } from '../../../lib/ui-messages.ts';
import { paths } from '../../../lib/paths.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { PackageIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { RedirectWithNotice } from '../../../components/ui/redirect-with-notice.tsx';
import { useMyStores } from '../api/list-my-stores.ts';
import { StoreList } from '../components/store-list.tsx';
import { vendorUiMessages as ui } from '../messages.ts';
import { useTabParam } from '../../../lib/use-tab-param.ts';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { EarningsPanel } from '../components/earnings/earnings-panel.tsx';

const DASHBOARD_TABS = ['orders', 'earnings'] as const;

/**
 * /vendor-dashboard (labelled Orders). DESIGN decision 6: a user without stores is sent to
 * /store/create. Orders, reviews and cashouts arrive with the orders release; until then the
 * page lists the stores whose orders will show here.
 */
export function VendorDashboardPage() {
  const stores = useMyStores();
  const [tab, setTab] = useTabParam(DASHBOARD_TABS, 'orders');

  if (stores.isPending) return <PageLoading label="Loading your stores…" />;
  // Spec §2: a vendor dashboard for a user with no stores goes on to store creation (admins too).
  if (stores.isSuccess && stores.data.length === 0) {
    return <RedirectWithNotice to={paths.storeCreate.href()} />;
  }

  return (
    <PageContainer>
      <PageHeading title="Vendor Dashboard">
        Orders of your stores, reviews of your products and your cashouts.
      </PageHeading>
      <Tabs value={tab} onValueChange={setTab}>
        <TabList aria-label="Vendor dashboard sections">
          <Tab value="orders">Orders</Tab>
          <Tab value="earnings">Earnings</Tab>
        </TabList>
        <TabPanel value="earnings">
          <EarningsPanel />
        </TabPanel>
        <TabPanel value="orders">
          <div className="space-y-8">
            <EmptyState icon={<PackageIcon size={32} />} title={uiMessages.noOrdersYet}>
              Orders placed at your stores will be listed here for you to accept, process and ship.
            </EmptyState>
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
          </div>
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}
