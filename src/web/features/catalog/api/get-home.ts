import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/**
 * The public catalog's query keys and the home page's query. Home ships in the entry chunk, so
 * this module stays small: the other pages' queries live beside it in their own modules
 * (catalog-page-queries, product-queries, search-queries) and load with those pages.
 */
const fetchHome = () => call(api.catalog.home.$get());

export type HomeData = Awaited<ReturnType<typeof fetchHome>>;
/** What every product card shows (the API's card columns; money in kobo). */
export type ProductCardData = HomeData['products'][number];
export type CategoryData = HomeData['categories'][number];

/** Query keys of the public catalog, one tree so a change can refresh all of it. */
export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => ['catalog', 'home'] as const,
  category: (slug: string) => ['catalog', 'category', slug] as const,
  store: (slug: string) => ['catalog', 'store', slug] as const,
  product: (productId: string) => ['catalog', 'product', productId] as const,
  search: (query: string) => ['catalog', 'search', query] as const,
};

export function useHome() {
  return useQuery({ queryKey: catalogKeys.home(), queryFn: fetchHome });
}
