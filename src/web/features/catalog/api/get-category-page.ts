import { useInfiniteQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { nextOffset } from '../paging.ts';

/** Category and store pages load this many cards at a time ("Load more" asks for the next page). */
export const CATALOG_PAGE_SIZE = 48;

const pageQuery = (offset: number) => ({ limit: String(CATALOG_PAGE_SIZE), offset: String(offset) });

const fetchCategoryPage = (slug: string, offset: number) => call(api.catalog.categories[':slug'].$get({ param: { slug }, query: pageQuery(offset) }));

const fetchStorePage = (slug: string, offset: number) => call(api.catalog.stores[':slug'].$get({ param: { slug }, query: pageQuery(offset) }));

export type CategoryPageData = Awaited<ReturnType<typeof fetchCategoryPage>>;
export type StorePageData = Awaited<ReturnType<typeof fetchStorePage>>;
export type PublicStore = StorePageData['store'];

export function useCategoryPage(slug: string) {
  return useInfiniteQuery({
    queryKey: catalogKeys.category(slug),
    queryFn: ({ pageParam }) => fetchCategoryPage(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}

export function useStorePage(slug: string) {
  return useInfiniteQuery({
    queryKey: catalogKeys.store(slug),
    queryFn: ({ pageParam }) => fetchStorePage(slug, pageParam),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
  });
}
