import type { ReactNode } from 'react';
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
import { AdminOrdersTab, type AdminOrderCardSlot } from '../components/admin-orders-tab.tsx';
import { AdminDeliveryFeesTab } from '../components/admin-delivery-fees-tab.tsx';
import { AdminCommissionTab } from '../components/admin-commission-tab.tsx';
import { AdminPayoutsTab } from '../components/admin-payouts-tab.tsx';
import { PayOnDeliverySettingsCard } from '../components/pay-on-delivery-settings-card.tsx';
import { AdminActivityTab } from '../components/admin-activity-tab.tsx';
import { PaymentIssuesTab } from '../components/payment-issues-tab.tsx';
import { useOpenPaymentIssueCount } from '../api/list-payment-issues.ts';
import { usePayoutAttentionCount } from '../api/payout-attention.ts';
import { usePlatformCredit } from '../api/platform-credit.ts';
import { adminUiMessages } from '../messages.ts';

const ADMIN_TABS = [
  'overview',
  'categories',
  'stores',
  'products',
  'orders',
  'needs-attention',
  'returns',
  'delivery-fees',
  'commission',
  'payouts',
  'activity',
  'coupons',
] as const;
type AdminTab = (typeof ADMIN_TABS)[number];
const TAB_LABELS: Record<AdminTab, string> = {
  overview: 'Overview',
  categories: 'Categories',
  stores: 'Stores',
  products: 'Products',
  orders: 'Orders',
  'needs-attention': adminUiMessages.needsAttention,
  returns: 'Returns',
  'delivery-fees': 'Delivery fees',
  commission: 'Commission',
  payouts: 'Payouts',
  coupons: 'Coupons',
  activity: 'Activity',
};

/**
 * /admin (docs/product.md#admin-dashboard): Overview, Categories, Stores, Products and Orders, then
 * Needs attention (payments Oja could not settle, payouts that failed and returns escalated to an
 * admin, with a count of them all), Returns (escalated ones to decide and every decided one), Delivery fees, Commission and
 * Payouts (how long delivered orders' money is held), Activity (the audit trail of every admin and
 * money action) and Coupons; users have their own page. The open tab
 * lives in ?tab= so it survives reloads and can be linked to. Each order shows as `orderCard` (app/
 * gives the order-management feature's card); `escalatedReturns` (on Needs attention) and
 * `returnsTab` are the returns feature's, given by app/ too.
 */
export function AdminPage({
  orderCard,
  escalatedReturns,
  escalatedReturnCount,
  returnsTab,
  couponsTab,
}: {
  orderCard: AdminOrderCardSlot;
  escalatedReturns?: ReactNode;
  /** How many of `escalatedReturns` wait for an admin; counted in the tab's badge. */
  escalatedReturnCount?: number;
  returnsTab?: ReactNode;
  /** The platform's coupons (the coupons feature's manager, given by app/). */
  couponsTab?: ReactNode;
}) {
  const [active, setActive] = useTabParam(ADMIN_TABS, 'overview');
  const payoutIssues = usePayoutAttentionCount();
  const paymentIssues = useOpenPaymentIssueCount();
  const heldCredit = usePlatformCredit().data?.held.length;
  const counts = [paymentIssues, payoutIssues, escalatedReturnCount, heldCredit];
  const openIssues = counts.every((n) => n === undefined)
    ? undefined
    : counts.reduce<number>((a, n) => a + (n ?? 0), 0);

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
              {tab === 'needs-attention' && openIssues ? <CountBadge count={openIssues} /> : null}
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
          <AdminOrdersTab orderCard={orderCard} />
        </TabPanel>
        <TabPanel value="needs-attention">
          <PaymentIssuesTab escalatedReturns={escalatedReturns} />
        </TabPanel>
        <TabPanel value="returns">{returnsTab}</TabPanel>
        <TabPanel value="delivery-fees">
          <div className="grid gap-8">
            <PayOnDeliverySettingsCard />
            <AdminDeliveryFeesTab />
          </div>
        </TabPanel>
        <TabPanel value="commission">
          <AdminCommissionTab />
        </TabPanel>
        <TabPanel value="payouts">
          <AdminPayoutsTab />
        </TabPanel>
        <TabPanel value="coupons">{couponsTab}</TabPanel>
        <TabPanel value="activity">
          <AdminActivityTab />
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}

/**
 * The number of things open on the Needs attention tab (payments, payouts, escalated returns); heard as "3 open". `relative` keeps
 * its screen-reader text inside the scrolling tab row (else it widens the page on a phone).
 */
function CountBadge({ count }: { count: number }) {
  return (
    <span
      data-testid="open-payment-issues"
      className="relative ml-1.5 inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white"
    >
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">, {adminUiMessages.openIssueCount(count)}</span>
    </span>
  );
}
