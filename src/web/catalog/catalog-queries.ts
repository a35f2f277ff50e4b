import { keepPreviousData, useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, isApiError } from '../api.ts';
import { sessionQueryKey } from '../session/session-query.ts';

/** Category and store pages load this many cards at a time ("Load more" asks for the next page). */
export const CATALOG_PAGE_SIZE = 48;

/** The server caps search text at this length; longer text is cut rather than refused. */
const SEARCH_MAX_LENGTH = 100;

const fetchHome = () => call(api.catalog.home.$get());

const fetchCategoryPage = (slug: string, offset: number) =>
  call(api.catalog.categories[':slug'].$get({ param: { slug }, query: { limit: String(CATALOG_PAGE_SIZE), offset: String(offset) } }));

const fetchStorePage = (slug: string, offset: number) =>
  call(api.catalog.stores[':slug'].$get({ param: { slug }, query: { limit: String(CATALOG_PAGE_SIZE), offset: String(offset) } }));

const fetchProductPage = (productId: string) => call(api.catalog.products[':id'].$get({ param: { id: productId } }));

const fetchSearch = (query: string) => call(api.catalog.search.$get({ query: { q: query } }));

export type HomeData = Awaited<ReturnType<typeof fetchHome>>;
/** What every product card shows (the API's card columns; money in kobo). */
export type ProductCardData = HomeData['products'][number];
export type CategoryData = HomeData['categories'][number];
export type CategoryPageData = Awaited<ReturnType<typeof fetchCategoryPage>>;
export type StorePageData = Awaited<ReturnType<typeof fetchStorePage>>;
export type PublicStore = StorePageData['store'];
export type ProductPageData = Awaited<ReturnType<typeof fetchProductPage>>;
export type ProductDetail = ProductPageData['product'];
export type ProductReview = ProductPageData['reviews'][number];
export type SearchData = Awaited<ReturnType<typeof fetchSearch>>;

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

type ProductPage = { products: readonly unknown[]; total: number };

/** Offset of the next page, or undefined once every product is loaded. */
export function nextOffset(pages: readonly ProductPage[]): number | undefined {
  const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
  const last = pages.at(-1);
  if (!last || last.products.length === 0) return undefined;
  return loaded < last.total ? loaded : undefined;
}

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

export function useProductPage(productId: string) {
  return useQuery({ queryKey: catalogKeys.product(productId), queryFn: () => fetchProductPage(productId) });
}

/** Search text as sent: trimmed and cut to the server's limit. */
export function searchText(raw: string): string {
  return raw.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}

export function useSearch(rawQuery: string) {
  const query = searchText(rawQuery);
  return useQuery({
    queryKey: catalogKeys.search(query),
    queryFn: () => fetchSearch(query),
    enabled: query !== '',
    // A new query keeps the previous results on screen (dimmed) instead of flashing a spinner.
    placeholderData: keepPreviousData,
  });
}

export type ReviewDraft = { rating: number; comment: string };

/** Writes (or replaces) the signed-in customer's review, then reloads the product page's data. */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) =>
      call(
        api.products[':productId'].reviews.$post({
          param: { productId },
          json: { rating: draft.rating, ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
    onError: (error) => {
      // The session ended on the server: the page then shows the signed-out prompt.
      if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
