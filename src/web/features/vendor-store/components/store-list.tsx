import { Link } from 'react-router';
import { paths } from '../../../lib/paths.ts';
import { ButtonLink } from '../../../components/ui/button.tsx';
import type { OwnStore } from '../api/list-my-stores.ts';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { StoreLogo } from '../../../entities/store/store-logo.tsx';

const productCountText = (n: number | undefined) =>
  n === undefined ? 'Counting products…' : `${n} ${n === 1 ? 'product' : 'products'}`;

/**
 * The signed-in vendor's stores as cards: logo, name, Active/Inactive, and links to manage the
 * store and to its public page. `productCounts` adds the quick count of the /vendor page.
 */
export function StoreList({
  stores,
  productCounts,
  headingLevel = 'h3',
}: {
  stores: readonly OwnStore[];
  productCounts?: ReadonlyMap<string, number | undefined>;
  headingLevel?: 'h2' | 'h3';
}) {
  const Heading = headingLevel;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {stores.map((store) => (
        <li key={store.id} className="flex flex-col rounded-2xl border border-stone-200 bg-white p-4 sm:p-5">
          <div className="flex items-start gap-3">
            <StoreLogo name={store.name} logoUrl={store.logoUrl} />
            <div className="min-w-0 flex-1">
              <Heading className="break-words font-semibold text-stone-900">{store.name}</Heading>
              <div className="mt-1 flex flex-wrap items-center gap-2">
                <StatusBadge active={store.isActive} />
                {productCounts && (
                  <span className="text-sm text-stone-600" data-testid="product-count">
                    {productCountText(productCounts.get(store.id))}
                  </span>
                )}
              </div>
            </div>
          </div>
          {store.description && <p className="mt-3 line-clamp-2 text-sm text-stone-600">{store.description}</p>}
          <div className="mt-auto flex flex-wrap gap-2 pt-4">
            <ButtonLink to={paths.storeManage.href(store.id)} size="sm" aria-label={`Manage ${store.name}`}>
              Manage
            </ButtonLink>
            <Link
              to={paths.store.href(store.slug)}
              aria-label={`View store ${store.name}`}
              className="inline-flex h-9 items-center rounded-lg px-3 text-sm font-medium text-emerald-800 hover:bg-emerald-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
            >
              View store
            </Link>
          </div>
        </li>
      ))}
    </ul>
  );
}
