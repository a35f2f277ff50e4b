import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';
import { searchText } from '../paging.ts';

/** GET /api/catalog/search?q=: products, categories and stores. */
export const fetchSearch = (query: string) => call(api.catalog.search.$get({ query: { q: query } }));

export type SearchData = Awaited<ReturnType<typeof fetchSearch>>;

/** Search for products, categories and stores; an empty query asks nothing (spec §2). */
export function useSearch(rawQuery: string) {
  const query = searchText(rawQuery);
  return useQuery({ queryKey: catalogKeys.search(query), queryFn: () => fetchSearch(query), enabled: query !== '' });
}
