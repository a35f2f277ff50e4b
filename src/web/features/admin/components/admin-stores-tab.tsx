import { Link } from 'react-router';
import { messages } from '../../../../shared/messages.ts';
import { paths } from '../../../lib/paths.ts';
import { Button } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { StoreLogo } from '../../../entities/store/store-logo.tsx';
import { formatDate } from '../../../lib/format-date.ts';
import { useAdminStores } from '../api/list-stores.ts';
import { useSetStoreActive } from '../api/set-store-active.ts';

// Below the md breakpoint each row becomes a card; data-label names the cell there (as in users-table).
const cell =
  'block px-4 py-1.5 md:table-cell md:py-3 md:align-middle before:mr-2 before:font-medium before:text-stone-500 before:content-[attr(data-label)] md:before:content-none';

/** Stores (docs/product.md#admin-dashboard): store name and description, owner name and e-mail, status, created date, Activate/Deactivate. */
export function AdminStoresTab() {
  const stores = useAdminStores();
  const setActive = useSetStoreActive();

  if (stores.isPending) return <PageLoading label="Loading stores…" />;
  if (stores.isError) return <FormAlert tone="error">{stores.error.message}</FormAlert>;
  if (stores.data.length === 0)
    return <EmptyState icon={<StoreIcon size={32} />} title={messages.adminCatalog.noStores} />;

  return (
    <section aria-labelledby="stores-heading">
      <h2 id="stores-heading" className="mb-3 text-lg font-semibold text-stone-900">
        Stores <span className="font-normal text-stone-600">({stores.data.length})</span>
      </h2>
      <div className="overflow-hidden rounded-2xl border border-stone-200 bg-white">
        <table className="block w-full text-sm md:table">
          <caption className="sr-only">All stores, their owners and status</caption>
          <thead className="hidden border-b border-stone-200 bg-stone-50 text-left text-stone-600 md:table-header-group">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium">
                Store
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Owner
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Status
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Created
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody className="block divide-y divide-stone-200 md:table-row-group">
            {stores.data.map((store) => {
              const pending = setActive.isPending && setActive.variables.store.id === store.id;
              return (
                <tr key={store.id} className="block py-3 md:table-row md:py-0" data-testid="admin-store">
                  <td className={`${cell} before:content-none md:max-w-sm`}>
                    <div className="flex items-start gap-3">
                      <StoreLogo name={store.name} logoUrl={store.logoUrl} size="sm" />
                      <div className="min-w-0">
                        {store.isActive ? (
                          <Link
                            to={paths.store.href(store.slug)}
                            className="break-words font-medium text-stone-900 hover:text-emerald-800 hover:underline focus-visible:outline-2 focus-visible:outline-emerald-600"
                          >
                            {store.name}
                          </Link>
                        ) : (
                          <span className="break-words font-medium text-stone-900">{store.name}</span>
                        )}
                        {store.description && <p className="mt-0.5 line-clamp-2 text-stone-600">{store.description}</p>}
                      </div>
                    </div>
                  </td>
                  <td data-label="Owner" className={cell}>
                    <span className="md:block">{store.ownerName}</span>{' '}
                    <span className="break-all text-stone-600 md:block">{store.ownerEmail}</span>
                  </td>
                  <td data-label="Status" className={cell}>
                    <StatusBadge active={store.isActive} />
                  </td>
                  <td data-label="Created" className={`${cell} whitespace-nowrap tabular-nums`}>
                    {formatDate(store.createdAt)}
                  </td>
                  <td className={`${cell} pt-3 before:content-none md:w-36 md:text-right`}>
                    <Button
                      size="sm"
                      variant={store.isActive ? 'secondary' : 'primary'}
                      pending={pending}
                      aria-label={`${store.isActive ? 'Deactivate' : 'Activate'} ${store.name}`}
                      onClick={() => setActive.mutate({ store, isActive: !store.isActive })}
                      className="w-full md:w-auto"
                    >
                      {store.isActive ? 'Deactivate' : 'Activate'}
                    </Button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
