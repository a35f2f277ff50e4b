import { useInfiniteQuery } from '@tanstack/react-query';
import type { ReturnsPage } from '../../../../shared/schemas/returns.ts';
import { api, call } from '../../../lib/api.ts';
import { returnKeys, type ReturnsAudience, type ReturnsView } from './return-keys.ts';

/**
 * GET /api/vendor/returns or /api/admin/returns: `open` (what waits for the caller) or `decided`
 * (newest decision first), a page per cursor.
 */
export const fetchReturns = (
  audience: ReturnsAudience,
  view: ReturnsView,
  cursor: string | null,
): Promise<ReturnsPage> => {
  const query = { view, ...(cursor ? { cursor } : {}) };
  return audience === 'admin' ? call(api.admin.returns.$get({ query })) : call(api.vendor.returns.$get({ query }));
};

export function useReturns(audience: ReturnsAudience, view: ReturnsView) {
  return useInfiniteQuery({
    queryKey: returnKeys.list(audience, view),
    queryFn: ({ pageParam }) => fetchReturns(audience, view, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
  });
}
