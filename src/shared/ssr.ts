/**
 * The contract between the server and the server-rendering bundle (src/web/entry-server.tsx,
 * built into dist-ssr/): the web side knows its routes, query keys and the query strings its pages
 * send; the server answers those requests through its own API routes, in-process (src/server/ssr).
 */

/** Set on #root when the server rendered the page into it (the client then hydrates instead of rendering). */
export const SSR_MARKER = 'data-ssr';
/** The JSON script beside #root holding the query cache the server rendered with (react-query dehydrated state). */
export const SSR_DATA_ID = 'ssr-data';
/**
 * Set on #root of a server-rendered page: the page's own code (its lazy chunks, space-separated
 * URLs), which the first-view script preloads alongside the app when it loads it (src/web/first-view.ts).
 */
export const PAGE_CODE_ATTRIBUTE = 'data-page-code';

/**
 * The cookie the first-view script sets once the browser has the app's stylesheet (its URL, which
 * names its version): the server then links the stylesheet instead of inlining the critical CSS.
 */
export const STYLESHEET_COOKIE = 'oja-css';

/** The app's own module: its files are preloaded with every server-rendered page's (PageCode). */
export const APP_SOURCE = 'src/web/main.tsx';

/** Where the web build (vite.config.ts) writes PageCode, under dist/. */
export const PAGE_CODE_FILE = '.vite/page-code.json';
/**
 * What the server needs to know of the web build: the app's stylesheets (dist/-relative paths),
 * and for the app (APP_SOURCE) and each page module (its source path, `src/web/…/pages/x.tsx`) the
 * script files its code is in, the HTML's own script left out.
 */
export type PageCode = { css: string[]; pages: Record<string, string[]> };

/**
 * A query the page will ask for: its react-query key and the API request that answers it, path
 * and query string exactly as the page's own call sends them (`/api/catalog/categories/ankara?limit=48&…`).
 * The server answers it through its own API routes in-process, so a page's data takes the one path
 * a browser's call does. A paged list is an infinite query whose first page is under
 * `firstPageParam` (search's offset 0, a category's or store's no cursor). `preview` names the page
 * a link preview describes from this data.
 */
export type SsrQuery = {
  key: readonly unknown[];
  request: string;
  preview?: 'product' | 'category' | 'store';
} & ({ infinite: false } | { infinite: true; firstPageParam: number | null });

/** A query answered: `data` is the API's JSON body. */
export type SsrLoadedQuery = SsrQuery & { data: unknown };

/** The fields of the product page's data (GET /api/catalog/products/:id) that its link preview uses. */
export type ProductPreviewSource = {
  product: {
    id: string;
    name: string;
    description: string | null;
    priceKobo: number;
    images: readonly string[];
    storeName: string;
  };
};
/** The fields of a category page's data (GET /api/catalog/categories/:slug) that its link preview uses. */
export type CategoryPreviewSource = {
  category: { slug: string; name: string; description: string | null; imageUrl: string | null };
  total: number;
};
/** The fields of a store page's data (GET /api/catalog/stores/:slug) that its link preview uses. */
export type StorePreviewSource = {
  store: { slug: string; name: string; description: string | null; logoUrl: string | null; bannerUrl: string | null };
};

export type SsrRendered = {
  /** Tags for <head>: the page's <title> and the preloads React asked for (the LCP image). */
  head: string;
  /** The app's HTML for #root. */
  html: string;
  /** The react-query dehydrated state to embed (JSON-serialisable). */
  state: unknown;
};

/** What dist-ssr/entry-server.js exports. */
export type SsrBundle = {
  /** The queries the page at `url` (path and query) renders from, or null if it is not rendered on the server. */
  planPage(url: string): SsrQuery[] | null;
  /** The source files of the page's lazily loaded code (keys of the web build's manifest), to preload. */
  pageSources(url: string): string[];
  /** Renders the page with its queries answered. */
  renderPage(url: string, queries: SsrLoadedQuery[]): Promise<SsrRendered>;
};
