import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { returnKeys } from './return-keys.ts';

/**
 * GET /api/admin/returns/escalated-count: how many escalated requests wait for an admin, for the
 * Needs attention badge. Under the returns keys, so a decision refreshes it with the lists.
 */
export function useEscalatedReturnCount(): number | undefined {
  return useQuery({
    queryKey: returnKeys.escalatedCount,
    queryFn: () => call(api.admin.returns['escalated-count'].$get()),
    select: (d) => d.count,
  }).data;
}
