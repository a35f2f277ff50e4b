import { useInfiniteQuery } from '@tanstack/react-query';
import type { SearchSort } from '../../../../shared/schemas/catalog.ts';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { nextOffset, pageQuery, searchText, SEARCH_PAGE_SIZE, type ListParams } from '../paging.ts';

/** GET /api/catalog/search?q=: a page of products with their total, and the categories and stores found. */
export const fetchSearch = (query: string, offset: number, list: ListParams<SearchSort>) =>
  call(api.catalog.search.$get({ query: { q: query, ...pageQuery(offset, list, SEARCH_PAGE_SIZE) } }));

export type SearchData = Awaited<ReturnType<typeof fetchSearch>>;

/**
 * Search for products (a page at a time: "Load more" asks for the next), categories and stores;
 * an empty query asks nothing (docs/product.md#search).
 */
export function useSearch(rawQuery: string, list: ListParams<SearchSort>) {
  const query = searchText(rawQuery);
  return useInfiniteQuery({
    queryKey: catalogKeys.search(query, list),
    queryFn: ({ pageParam }) => fetchSearch(query, pageParam, list),
    initialPageParam: 0,
    getNextPageParam: (_last, pages) => nextOffset(pages),
    // A new sort or filter keeps the list on screen until the new one arrives; another search starts afresh.
    placeholderData: (previous, previousQuery) => (previousQuery?.queryKey[2] === query ? previous : undefined),
    enabled: query !== '',
  });
}
