import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { nextOffset, pageQuery } from '../paging.ts';

/** GET /api/catalog/stores/:slug, one page of the store's products at a time. */
export const fetchStorePage = (slug: string, offset: number) =>
  call(api.catalog.stores[':slug'].$get({ param: { slug }, query: pageQuery(offset) }));

export type StorePageData = Awaited<ReturnType<typeof fetchStorePage>>;
export type PublicStore = StorePageData['store'];

export function useStorePage(slug: string) {
  return useInfiniteQuery({
    queryKey: catalogKeys.store(slug),
    queryFn: ({ pageParam }) => fetchStorePage(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}
