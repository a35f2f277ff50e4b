/** Category and store pages load this many cards at a time ("Load more" asks for the next page). */
export const CATALOG_PAGE_SIZE = 48;

/** The query string of one page of a category or store. */
export const pageQuery = (offset: number) => ({ limit: String(CATALOG_PAGE_SIZE), offset: String(offset) });

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
