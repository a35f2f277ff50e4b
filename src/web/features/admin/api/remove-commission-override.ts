import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { commissionKeys } from './get-commission.ts';
import type { OverrideTarget } from './save-commission-override.ts';

/** DELETE /api/admin/commission/categories/:categoryId or /stores/:storeId: its lines fall back to the next rule. */
export const removeCommissionOverride = ({ scope, id }: OverrideTarget) =>
  scope === 'category'
    ? call(api.admin.commission.categories[':categoryId'].$delete({ param: { categoryId: id } }))
    : call(api.admin.commission.stores[':storeId'].$delete({ param: { storeId: id } }));

export function useRemoveCommissionOverride(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof removeCommissionOverride>>, OverrideTarget>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeCommissionOverride,
    ...callbacks,
    onSuccess: (data, input, ...rest) => {
      queryClient.setQueryData(commissionKeys.rules, data);
      callbacks.onSuccess?.(data, input, ...rest);
    },
  });
}
