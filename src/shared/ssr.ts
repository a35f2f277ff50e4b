/**
 * The contract between the server and the server-rendering bundle (src/web/entry-server.tsx,
 * built into dist-ssr/): the web side knows its routes, query keys and the query strings its pages
 * send; the server knows how to answer those reads without HTTP (src/server/ssr).
 */

/** Set on #root when the server rendered the page into it (the client then hydrates instead of rendering). */
export const SSR_MARKER = 'data-ssr';
/** The JSON script beside #root holding the query cache the server rendered with (react-query dehydrated state). */
export const SSR_DATA_ID = 'ssr-data';

/** One public catalog read, as the page's API call would ask it (query strings exactly as sent). */
export type SsrRead =
  | { endpoint: 'home' }
  | { endpoint: 'category'; slug: string; query: Record<string, string> }
  | { endpoint: 'store'; slug: string; query: Record<string, string> }
  | { endpoint: 'product'; productId: string }
  | { endpoint: 'search'; query: Record<string, string> };

/** A query the page will ask for: its react-query key, the read that answers it, and whether it is paged. */
export type SsrQuery = { key: readonly unknown[]; read: SsrRead; infinite: boolean };

/** A query answered: `data` is the API's JSON body. */
export type SsrLoadedQuery = SsrQuery & { data: unknown };

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
