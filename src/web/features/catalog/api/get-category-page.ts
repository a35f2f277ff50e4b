import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { cursorPageQuery, nextCursor, type ListParams } from '../paging.ts';

/** GET /api/catalog/categories/:slug, one page of the category's products at a time (by cursor), sorted and filtered. */
export const fetchCategoryPage = (slug: string, after: string | null, list: ListParams) =>
  call(api.catalog.categories[':slug'].$get({ param: { slug }, query: cursorPageQuery(after, list) }));

export type CategoryPageData = Awaited<ReturnType<typeof fetchCategoryPage>>;

export function useCategoryPage(slug: string, list: ListParams) {
  return useInfiniteQuery({
    queryKey: catalogKeys.category(slug, list),
    queryFn: ({ pageParam }) => fetchCategoryPage(slug, pageParam, list),
    initialPageParam: null as string | null,
    getNextPageParam: nextCursor,
    // A new sort or filter keeps the list on screen until the new one arrives; another category starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === slug ? previous : undefined),
  });
}
