import { Link } from 'react-router';
import type { PublicStore } from '../api/get-store-page.ts';
import { paths } from '../../../lib/paths.ts';
import { StoreLogo } from '../../../entities/store/store-logo.tsx';

/** A store found by search: logo, name and description; the tile links to /store/{slug}. */
export function StoreTile({ store }: { store: Pick<PublicStore, 'name' | 'slug' | 'description' | 'logoUrl'> }) {
  return (
    <Link
      to={paths.store.href(store.slug)}
      className="flex h-full items-center gap-4 rounded-xl border border-stone-200 bg-white p-4 shadow-sm transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600"
    >
      <StoreLogo
        name={store.name}
        logoUrl={store.logoUrl}
        shape="round"
        className="border border-stone-200 bg-emerald-50"
      />
      <span className="min-w-0">
        <span className="block break-words font-semibold text-stone-900">{store.name}</span>
        {store.description && (
          <span className="mt-0.5 line-clamp-2 block break-words text-sm text-stone-600">{store.description}</span>
        )}
      </span>
    </Link>
  );
}
