/**
 * Search counts the products it finds only up to this many: past it the page says "200+
 * results" and pages stop there. Counting (and ranking) every one of 42,000 matches of a common
 * word was most of a search's cost at a million products.
 */
export const SEARCH_COUNT_CAP = 200;

/**
 * How many products a search found: `total` is exact while `totalCapped` is false; when it is
 * true there are more than `total` (SEARCH_COUNT_CAP), and only that many can be paged through.
 */
export type SearchTotal = { total: number; totalCapped: boolean };
