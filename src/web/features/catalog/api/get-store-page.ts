import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { cursorPageQuery, nextCursor, type ListParams } from '../paging.ts';

/** GET /api/catalog/stores/:slug, one page of the store's products at a time (by cursor), sorted and filtered. */
export const fetchStorePage = (slug: string, after: string | null, list: ListParams) =>
  call(api.catalog.stores[':slug'].$get({ param: { slug }, query: cursorPageQuery(after, list) }));

export type StorePageData = Awaited<ReturnType<typeof fetchStorePage>>;
export type PublicStore = StorePageData['store'];

export function useStorePage(slug: string, list: ListParams) {
  return useInfiniteQuery({
    queryKey: catalogKeys.store(slug, list),
    queryFn: ({ pageParam }) => fetchStorePage(slug, pageParam, list),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    // A new sort or filter keeps the list on screen until the new one arrives; another store starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
