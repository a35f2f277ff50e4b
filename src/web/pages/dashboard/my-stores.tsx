import { paths } from '../../paths.ts';
import { ButtonLink } from '../../components/ui/button.tsx';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { StoreIcon } from '../../components/icons.tsx';

/** Vendors' and admins' stores. Stores arrive with the store release; until then, the way to start one. */
export function MyStores() {
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
      <EmptyState icon={<StoreIcon size={32} />} title="Your stores will be listed here">
        Create a store to start selling on Oja.
      </EmptyState>
    </section>
  );
}
