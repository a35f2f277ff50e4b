import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CommissionRateInput } from '../../../../shared/schemas/commission.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { commissionKeys } from './get-commission.ts';

/** Whose override: a category's or a store's, by id. */
export type OverrideTarget = { scope: 'category' | 'store'; id: string };
export type SaveOverrideInput = OverrideTarget & { rate: CommissionRateInput };

/** PUT /api/admin/commission/categories/:categoryId or /stores/:storeId: adds or replaces one override. */
export const saveCommissionOverride = ({ scope, id, rate }: SaveOverrideInput) =>
  scope === 'category'
    ? call(api.admin.commission.categories[':categoryId'].$put({ param: { categoryId: id }, json: rate }))
    : call(api.admin.commission.stores[':storeId'].$put({ param: { storeId: id }, json: rate }));

export function useSaveCommissionOverride(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof saveCommissionOverride>>, SaveOverrideInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveCommissionOverride,
    ...callbacks,
    onSuccess: (data, input, ...rest) => {
      queryClient.setQueryData(commissionKeys.rules, data);
      callbacks.onSuccess?.(data, input, ...rest);
    },
  });
}
