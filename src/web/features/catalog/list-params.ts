import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ProductSort, SearchSort } from '../../../shared/schemas/catalog.ts';
import type { ListParams } from './paging.ts';

/** The sort options a shopper sees, in the order of the select (the server's PRODUCT_SORTS). */
export const PRODUCT_SORT_OPTIONS = [
  { value: 'newest', label: 'Newest' },
  { value: 'price-asc', label: 'Price: low to high' },
  { value: 'price-desc', label: 'Price: high to low' },
] as const satisfies readonly { value: ProductSort; label: string }[];

/** Search offers its own order first (the server's SEARCH_SORTS). */
export const SEARCH_SORT_OPTIONS = [
  { value: 'relevance', label: 'Best match' },
  ...PRODUCT_SORT_OPTIONS,
] as const satisfies readonly {
  value: SearchSort;
  label: string;
}[];

type SortOption<S extends SearchSort> = { readonly value: S; readonly label: string };

/** Reads `sort` and `inStock` from the URL: an unknown sort is the default, `inStock=1` keeps only stock. */
export function parseListParams<S extends SearchSort>(
  params: URLSearchParams,
  options: readonly SortOption<S>[],
): ListParams<S> {
  const sort = options.find((option) => option.value === params.get('sort'))?.value ?? options[0]!.value;
  return { sort, inStock: params.get('inStock') === '1' };
}

/**
 * The list's sort and filter, kept in the URL so the link can be shared. The default sort and the
 * unfiltered list have clean URLs; a change replaces the history entry (Back leaves the page).
 * The router updates the URL a moment after the click, so the choice is held until it has: the
 * select and checkbox show it at once.
 */
export function useListParams<S extends SearchSort>(
  options: readonly SortOption<S>[],
): [ListParams<S>, (next: ListParams<S>) => void] {
  const [params, setParams] = useSearchParams();
  const fromUrl = parseListParams(params, options);
  const urlKey = `${fromUrl.sort}|${fromUrl.inStock}`;
  const [pending, setPending] = useState<{ list: ListParams<S>; madeAt: string } | null>(null);
  // Once the URL has moved on (caught up, or Back and Forward), it rules again.
  if (pending && pending.madeAt !== urlKey) setPending(null);
  const list = pending && pending.madeAt === urlKey ? pending.list : fromUrl;
  const setList = (next: ListParams<S>) => {
    setPending({ list: next, madeAt: urlKey });
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next.sort === options[0]!.value) updated.delete('sort');
        else updated.set('sort', next.sort);
        if (next.inStock) updated.set('inStock', '1');
        else updated.delete('inStock');
        return updated;
      },
      { replace: true },
    );
  };
  return [list, setList];
}
