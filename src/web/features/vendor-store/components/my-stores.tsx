import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { StoreIcon } from '../../../components/ui/icons.tsx';
import { useMyStores } from '../api/list-my-stores.ts';
import { StoreList } from './store-list.tsx';
import { vendorUiMessages as ui } from '../messages.ts';

/** Dashboard "My Stores" (vendors and admins): their stores with Manage and View store, and Create Store. */
export function MyStores() {
  const stores = useMyStores();
  return (
    <section aria-labelledby="my-stores-heading">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-stores-heading" className="text-lg font-semibold text-stone-900">
          My Stores
        </h2>
        <ButtonLink to={paths.storeCreate.href()} size="sm">
          Create Store
        </ButtonLink>
      </div>
      {stores.isPending ? (
        <PageLoading label="Loading your stores…" />
      ) : stores.isError ? (
        <FormAlert tone="error">{stores.error.message}</FormAlert>
      ) : stores.data.length === 0 ? (
        <EmptyState icon={<StoreIcon size={32} />} title={ui.noStoresTitle}>
          {ui.noStoresBody}
        </EmptyState>
      ) : (
        <StoreList stores={stores.data} />
      )}
    </section>
  );
}
