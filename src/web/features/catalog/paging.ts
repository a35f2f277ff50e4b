import type { ProductSort, SearchSort } from '../../../shared/schemas/catalog.ts';

/** Category and store pages load this many cards at a time ("Load more" asks for the next page). */
export const CATALOG_PAGE_SIZE = 48;
/** Search loads this many products at a time (docs/product.md#limits: 20 products). */
export const SEARCH_PAGE_SIZE = 20;

/**
 * How a product list is ordered and filtered. It lives in the URL (`?sort=price-asc&inStock=1`),
 * so a sorted, filtered list can be shared as a link; the server sorts and filters.
 */
export type ListParams<S extends SearchSort = ProductSort> = { sort: S; inStock: boolean };

/**
 * The query string of one page of a category or store: the first page, or the page after the
 * cursor the previous one gave (`nextCursor`). These pages never use offsets: a deep page costs
 * the server what the first one does.
 */
export function cursorPageQuery(after: string | null, list: ListParams, limit = CATALOG_PAGE_SIZE) {
  return {
    limit: String(limit),
    sort: list.sort,
    inStock: list.inStock ? '1' : '0',
    ...(after !== null && { after }),
  };
}

/** A category or store page past its first: the cursor its previous page ended with, or none at the end. */
export const nextCursor = (last: { nextCursor: string | null }) => last.nextCursor ?? undefined;

/**
 * How many products a category or store has, as shoppers read it: "25", or "1,000+" when the
 * server stopped counting (it counts up to 1,000 only, so a big category stays fast).
 */
export function countLabel(count: { total: number; totalCapped: boolean }): string {
  const n = count.total.toLocaleString('en-NG');
  return count.totalCapped ? `${n}+` : n;
}

/** The query string of one page of search results (search still pages by offset). */
export function pageQuery<S extends SearchSort>(offset: number, list: ListParams<S>, limit = CATALOG_PAGE_SIZE) {
  return { limit: String(limit), offset: String(offset), sort: list.sort, inStock: list.inStock ? '1' : '0' };
}

type ProductPage = { products: readonly unknown[]; total: number };

/** Offset of the next page of a category or store, or undefined once every product is loaded. */
export function nextOffset(pages: readonly ProductPage[]): number | undefined {
  const last = pages.at(-1);
  if (!last || last.products.length === 0) return undefined;
  const loaded = pages.reduce((sum, page) => sum + page.products.length, 0);
  return loaded < last.total ? loaded : undefined;
}

/** The server caps search text at this length; longer text is cut rather than refused. */
export const SEARCH_MAX_LENGTH = 100;

/** Search text as sent: trimmed and cut to the server's limit. */
export function searchText(raw: string): string {
  return raw.trim().slice(0, SEARCH_MAX_LENGTH).trim();
}
