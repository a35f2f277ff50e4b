import { paths } from '../../../lib/paths.ts';
import { PageContainer, PageHeading } from '../../../components/ui/page-heading.tsx';
import { ButtonLink } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { FormAlert } from '../../../components/ui/form-alert.tsx';
import { PageLoading } from '../../../components/ui/page-loading.tsx';
import { PlusIcon, StoreIcon } from '../../../components/ui/icons.tsx';
import { useMyStores, type OwnStore } from '../api/list-my-stores.ts';
import { useProductCounts } from '../api/get-managed-store.ts';
import { StoreList } from '../components/store-list.tsx';
import { vendorUiMessages as ui } from '../messages.ts';

/** /vendor (vendors and admins): the simple store and product manager (docs/product.md#routes). */
export function VendorPage() {
  const stores = useMyStores();
  return (
    <PageContainer>
      <div className="flex flex-wrap items-start justify-between gap-x-4">
        <PageHeading title="Store Manager">Your stores and their products in one place.</PageHeading>
        <ButtonLink to={paths.storeCreate.href()} className="mb-6">
          <PlusIcon size={18} />
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
        <StoresWithCounts stores={stores.data} />
      )}
    </PageContainer>
  );
}

function StoresWithCounts({ stores }: { stores: OwnStore[] }) {
  const counts = useProductCounts(stores.map((store) => store.id));
  const total = [...counts.values()].every((n) => n !== undefined)
    ? [...counts.values()].reduce<number>((sum, n) => sum + (n ?? 0), 0)
    : undefined;
  return (
    <section aria-labelledby="vendor-stores-heading">
      <h2 id="vendor-stores-heading" className="mb-4 text-lg font-semibold text-stone-900">
        Your stores ({stores.length})
        {total !== undefined && (
          <span className="font-normal text-stone-600">
            {' '}
            · {total} {total === 1 ? 'product' : 'products'} in all
          </span>
        )}
      </h2>
      <StoreList stores={stores} productCounts={counts} />
    </section>
  );
}
