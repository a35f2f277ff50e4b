/**
 * The server-rendering entry (built by scripts/build.js into dist-ssr/entry-server.js and used by
 * src/server/ssr): which API requests a shopper page renders from, and its HTML rendered with their
 * answers. The query keys and requests are the pages' own (catalogKeys, the typed client's paths,
 * pageQuery, the list params in the URL), so the server answers them through the very routes the
 * browser calls, and the client finds the data under the keys it asks for and does not fetch it again.
 */
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { dehydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createStaticHandler, createStaticRouter, matchRoutes, StaticRouterProvider } from 'react-router';
import type {
  CategoryPreviewSource,
  ProductPreviewSource,
  SsrBundle,
  SsrLoadedQuery,
  SsrQuery,
  StorePreviewSource,
} from '../shared/ssr.ts';
import { pageSources as routePageSources, preloadPages, routes } from './app/router.tsx';
import { ToastOutlet } from './app/shell/toast-outlet.tsx';
import { paths } from './lib/paths.ts';
import { api, API_BASE } from './lib/api.ts';
import { catalogKeys } from './features/catalog/api/get-home.ts';
import type { CategoryPageData } from './features/catalog/api/get-category-page.ts';
import type { ProductPageData } from './features/catalog/api/get-product-page.ts';
import type { StorePageData } from './features/catalog/api/get-store-page.ts';
import { cursorPageQuery, pageQuery, searchText, SEARCH_PAGE_SIZE } from './features/catalog/paging.ts';
import { parseListParams, PRODUCT_SORT_OPTIONS, SEARCH_SORT_OPTIONS } from './features/catalog/list-params.ts';

const ORIGIN = 'http://oja.local';

/**
 * The request a page's own API call sends, path and query string: the typed client's `$path` (as
 * its `$get` builds it) under the API's mount point. Path params go in escaped: the router gives
 * them decoded, and a slug or id stays one segment of the path however it is spelled.
 */
const apiRequest = (path: string) => `${API_BASE}${path}`;

export const planPage: SsrBundle['planPage'] = (url) => {
  const { pathname, searchParams } = new URL(url, ORIGIN);
  // The router's own matching (and decoding of the path), so the params are the ones the page reads.
  const match = matchRoutes(routes, pathname)?.at(-1);
  const params: Partial<Record<string, string>> = match?.params ?? {};
  switch (match?.route.path) {
    case paths.home.pattern:
      return [{ key: catalogKeys.home(), request: apiRequest(api.catalog.home.$path()), infinite: false }];
    case paths.category.pattern:
      return listPage('category', params.categorySlug ?? '', searchParams);
    case paths.store.pattern:
      return listPage('store', params.storeSlug ?? '', searchParams);
    case paths.product.pattern: {
      const productId = params.productId ?? '';
      const request = api.catalog.products[':id'].$path({ param: { id: encodeURIComponent(productId) } });
      return [
        { key: catalogKeys.product(productId), request: apiRequest(request), infinite: false, preview: 'product' },
      ];
    }
    case paths.cart.pattern:
      return []; // its lines live in the browser: the server sends the cart's shell
    case paths.search.pattern: {
      const query = searchText(searchParams.get('q') ?? '');
      if (!query) return []; // the prompt needs no data
      const list = parseListParams(searchParams, SEARCH_SORT_OPTIONS);
      const request = api.catalog.search.$path({ query: { q: query, ...pageQuery(0, list, SEARCH_PAGE_SIZE) } });
      return [
        { key: catalogKeys.search(query, list), request: apiRequest(request), infinite: true, firstPageParam: 0 },
      ];
    }
    default:
      return null;
  }
};

/** A category's or store's first page of products, sorted and filtered as its URL says. */
function listPage(page: 'category' | 'store', slug: string, searchParams: URLSearchParams): SsrQuery[] {
  const list = parseListParams(searchParams, PRODUCT_SORT_OPTIONS);
  const args = { param: { slug: encodeURIComponent(slug) }, query: cursorPageQuery(null, list) };
  const route = page === 'category' ? api.catalog.categories[':slug'] : api.catalog.stores[':slug'];
  const key = page === 'category' ? catalogKeys.category(slug, list) : catalogKeys.store(slug, list);
  return [{ key, request: apiRequest(route.$path(args)), infinite: true, firstPageParam: null, preview: page }];
}

// The link previews read these fields of the pages' API data: a change of shape fails to compile here.
type PreviewSourcesMatch = [
  ProductPageData extends ProductPreviewSource ? true : never,
  CategoryPageData extends CategoryPreviewSource ? true : never,
  StorePageData extends StorePreviewSource ? true : never,
];
const previewSourcesMatch: PreviewSourcesMatch = [true, true, true];
void previewSourcesMatch;

export const pageSources: SsrBundle['pageSources'] = (url) => routePageSources(new URL(url, ORIGIN).pathname);

/** A boundary still waiting (`<!--$?-->`) or the script that would fill it in. */
const PENDING = /<!--\$\?-->|<script/;
const MAX_PASSES = 3;

/** React puts the <title>, <meta> and preload <link>s it hoists before the app's first element. */
const HOISTED = /^(?:<link [^>]*\/>|<meta [^>]*\/>|<title>[^<]*<\/title>)+/;

export const renderPage: SsrBundle['renderPage'] = async (url, queries: SsrLoadedQuery[]) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const query of queries) {
    // A paged list is an infinite query whose first page is the one read, under the param its hook starts with.
    queryClient.setQueryData(
      query.key,
      query.infinite ? { pages: [query.data], pageParams: [query.firstPageParam] } : query.data,
    );
  }
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(url, ORIGIN)));
  if (context instanceof Response) throw new Error(`The route answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);

  const app = (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <ToastOutlet />
      </QueryClientProvider>
    </StrictMode>
  );
  // The page's module is loaded first. A lazy part not yet loaded (the first time the server renders
  // a page, e.g. home's catalog) suspends and would come as a late segment with an inline script;
  // prerender waits for it and loads it, so the next pass renders the whole page in one piece.
  await preloadPages(new URL(url, ORIGIN).pathname);
  let rendered = '';
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    // One piece: a large finished boundary is never split out into a segment filled in by a script.
    const { prelude } = await prerender(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    rendered = await new Response(prelude).text();
    if (!PENDING.test(rendered)) break;
  }
  if (PENDING.test(rendered)) throw new Error(`${url} still had a suspended part after ${MAX_PASSES} passes`);
  const head = HOISTED.exec(rendered)?.[0] ?? '';
  return { head, html: rendered.slice(head.length), state: dehydrate(queryClient) };
};
