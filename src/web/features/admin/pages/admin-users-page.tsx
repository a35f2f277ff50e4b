import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session-query.ts';
import { useTabParam } from '../../../lib/use-tab-param.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useUsers } from '../api/list-users.ts';
import { useVendorRequests } from '../api/vendor-requests.ts';
import { useCashoutRequests } from '../api/cashout-requests.ts';
import { UsersTable } from '../components/users-table.tsx';
import { VendorRequestsTab } from '../components/vendor-requests-tab.tsx';
import { AdminCashoutsTab } from '../components/admin-cashouts-tab.tsx';

/**
 * The tabs of /admin/users, in order: a new tab is one entry here (its label, with a count when it
 * has one, and its panel). The open tab lives in ?tab= so it survives reloads and can be linked to.
 */
const USER_TABS = ['all-users', 'vendor-requests', 'cashout-requests'] as const;
type UserTab = (typeof USER_TABS)[number];
type TabDefinition = { label: () => ReactNode; panel: () => ReactNode };

function useUserTabs(): Record<UserTab, TabDefinition> {
  const users = useUsers();
  const vendorRequests = useVendorRequests(1);
  const cashoutRequests = useCashoutRequests(1);
  return {
    'all-users': { label: () => `All Users${users.data ? ` (${users.data.length})` : ''}`, panel: () => <AllUsers /> },
    'vendor-requests': {
      label: () => `Vendor Requests${vendorRequests.data ? ` (${vendorRequests.data.pendingCount})` : ''}`,
      panel: () => <VendorRequestsTab />,
    },
    'cashout-requests': {
      label: () => `Cashout Requests${cashoutRequests.data ? ` (${cashoutRequests.data.pendingCount})` : ''}`,
      panel: () => <AdminCashoutsTab />,
    },
  };
}

/** /admin/users: All Users, Vendor Requests and Cashout Requests. */
export function AdminUsersPage() {
  const [active, setActive] = useTabParam(USER_TABS, 'all-users');
  const tabs = useUserTabs();
  return (
    <PageContainer>
      <PageHeading title="User Management">See every account on Oja and change its role.</PageHeading>
      <Tabs value={active} onValueChange={setActive}>
        <TabList aria-label="User management sections">
          {USER_TABS.map((tab) => (
            <Tab key={tab} value={tab}>
              {tabs[tab].label()}
            </Tab>
          ))}
        </TabList>
        {USER_TABS.map((tab) => (
          <TabPanel key={tab} value={tab}>
            {tabs[tab].panel()}
          </TabPanel>
        ))}
      </Tabs>
    </PageContainer>
  );
}

function AllUsers() {
  const { user } = useSession();
  const users = useUsers();
  if (users.isPending) return <PageLoading label="Loading users…" />;
  if (users.isError) return <FormAlert tone="error">{users.error.message}</FormAlert>;
  if (users.data.length === 0) return <EmptyState title="No users yet" />;
  return (
    <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
      <UsersTable users={users.data} currentUserId={user?.id ?? ''} />
    </div>
  );
}
