import type { QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './session-query.ts';

/**
 * A change to categories, stores or products shows on the public pages too (home, category, store,
 * search, product), whose queries belong to the shopper pages, and on the other vendor and admin
 * views: everything cached but the session is marked stale, and what is on screen refetches.
 */
export function refreshCatalog(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}
