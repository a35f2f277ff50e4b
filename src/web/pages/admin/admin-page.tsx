import { useSession } from '../../session/session-query.ts';
import { paths } from '../../paths.ts';
import { PageContainer, PageHeading } from '../../components/page-heading.tsx';
import { ButtonLink } from '../../components/ui/button.tsx';

/** /admin. The Overview totals and the catalog tabs arrive with the catalog release. */
export function AdminPage() {
  const { user } = useSession();
  return (
    <PageContainer>
      <PageHeading title="Admin Dashboard">
        Welcome{user ? `, ${user.fullName}` : ''}. From here you oversee the marketplace: its categories, stores, products,
        orders and users.
      </PageHeading>
      <section aria-labelledby="admin-users-heading" className="max-w-md rounded-2xl border border-stone-200 bg-white p-5">
        <h2 id="admin-users-heading" className="font-semibold text-stone-900">
          Users
        </h2>
        <p className="mt-1 text-sm text-stone-600">Change roles of customers, vendors and admins.</p>
        <ButtonLink to={paths.adminUsers.href()} size="sm" className="mt-4">
          Manage Users
        </ButtonLink>
      </section>
    </PageContainer>
  );
}
