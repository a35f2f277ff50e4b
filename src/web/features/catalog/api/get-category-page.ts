import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { nextOffset, pageQuery } from '../paging.ts';

/** GET /api/catalog/categories/:slug, one page of the category's products at a time. */
export const fetchCategoryPage = (slug: string, offset: number) =>
  call(api.catalog.categories[':slug'].$get({ param: { slug }, query: pageQuery(offset) }));

export type CategoryPageData = Awaited<ReturnType<typeof fetchCategoryPage>>;

export function useCategoryPage(slug: string) {
  return useInfiniteQuery({
    queryKey: catalogKeys.category(slug),
    queryFn: ({ pageParam }) => fetchCategoryPage(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}
