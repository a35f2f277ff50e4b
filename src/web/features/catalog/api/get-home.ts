import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/**
 * Query keys of the public catalog, one tree so a change can refresh all of it. They live here,
 * beside the home query, rather than in a query-keys.ts of their own: home ships in the entry
 * chunk, and a separate keys module shared by it and the lazy pages made the bundler split
 * react-query's query code out of the entry into one more request on every first visit.
 */
export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => ['catalog', 'home'] as const,
  /** With a sort and filter, one list of the category; without, all its lists. */
  category: (slug: string, list?: object) =>
    list ? (['catalog', 'category', slug, list] as const) : (['catalog', 'category', slug] as const),
  store: (slug: string, list?: object) =>
    list ? (['catalog', 'store', slug, list] as const) : (['catalog', 'store', slug] as const),
  product: (productId: string) => ['catalog', 'product', productId] as const,
  /** A product page's related items (a key of their own: a review written does not change them). */
  related: (productId: string) => ['catalog', 'related', productId] as const,
  search: (query: string, list?: object) =>
    list ? (['catalog', 'search', query, list] as const) : (['catalog', 'search', query] as const),
};

/**
 * GET /api/catalog/home. Home ships in the entry chunk, so this module stays small: the other
 * catalog endpoints have their own modules and load with their pages.
 */
export const fetchHome = () => call(api.catalog.home.$get());

export type HomeData = Awaited<ReturnType<typeof fetchHome>>;
/** What every product card shows (the API's card columns; money in kobo). */
export type ProductCardData = HomeData['products'][number];
export type CategoryData = HomeData['categories'][number];

export function useHome() {
  return useQuery({ queryKey: catalogKeys.home(), queryFn: fetchHome });
}
