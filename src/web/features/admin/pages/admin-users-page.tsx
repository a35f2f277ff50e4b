import { useSession } from '../../../lib/session-query.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Tab, TabList, TabPanel, Tabs } from '../../../components/ui/tabs.tsx';
import { useUsers } from '../api/list-users.ts';
import { UsersTable } from '../components/users-table.tsx';
import { AdminCashoutsTab } from '../components/admin-cashouts-tab.tsx';

/**
 * /admin/users. Only "All Users" for now: the Vendor Requests and Cashout Requests tabs arrive
 * with the vendor-application and cashout releases, together with their APIs.
 */
export function AdminUsersPage() {
  const { user } = useSession();
  const users = useUsers();
  return (
    <PageContainer>
      <PageHeading title="User Management">See every account on Oja and change its role.</PageHeading>
      <Tabs defaultValue="all-users">
        <TabList aria-label="User management sections">
          <Tab value="all-users">All Users{users.data ? ` (${users.data.length})` : ''}</Tab>
          <Tab value="cashout-requests">Cashout Requests</Tab>
        </TabList>
        <TabPanel value="all-users">
          {users.isPending ? (
            <PageLoading label="Loading users…" />
          ) : users.isError ? (
            <FormAlert tone="error">{users.error.message}</FormAlert>
          ) : users.data.length === 0 ? (
            <EmptyState title="No users yet" />
          ) : (
            <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
              <UsersTable users={users.data} currentUserId={user?.id ?? ''} />
            </div>
          )}
        </TabPanel>
        <TabPanel value="cashout-requests">
          <AdminCashoutsTab />
        </TabPanel>
      </Tabs>
    </PageContainer>
  );
}
