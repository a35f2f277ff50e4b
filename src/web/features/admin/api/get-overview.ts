import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/overview: the marketplace totals. */
export const fetchOverview = () => call(api.admin.overview.$get());

export function useAdminOverview() {
  return useQuery({ queryKey: adminKeys.overview, queryFn: fetchOverview });
}
