import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';

/** Query keys of the Commission tab. */
export const commissionKeys = { rules: ['admin', 'commission'] as const };

/** GET /api/admin/commission: the default, whether delivery fees are commissioned, and every override. */
export const fetchCommission = () => call(api.admin.commission.$get());
export type CommissionSettings = Awaited<ReturnType<typeof fetchCommission>>;

export function useCommission() {
  return useQuery({ queryKey: commissionKeys.rules, queryFn: fetchCommission });
}
