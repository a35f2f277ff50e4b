import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlatformCommissionInput } from '../../../../shared/schemas/commission.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { commissionKeys } from './get-commission.ts';

/** PUT /api/admin/commission/platform: the default rate and the delivery-fee setting; answers the whole table. */
export const savePlatformCommission = (input: PlatformCommissionInput) =>
  call(api.admin.commission.platform.$put({ json: input }));

export function useSavePlatformCommission(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof savePlatformCommission>>, PlatformCommissionInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlatformCommission,
    ...callbacks,
    onSuccess: (data, input, ...rest) => {
      queryClient.setQueryData(commissionKeys.rules, data);
      callbacks.onSuccess?.(data, input, ...rest);
    },
  });
}
