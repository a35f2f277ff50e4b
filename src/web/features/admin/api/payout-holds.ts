import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import type { PayoutHolds } from '../../../../shared/payout-holds.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/payout-holds: the platform hold and the stores with their own (docs/product.md#earnings). */
export const fetchPayoutHolds = () => call(api.admin['payout-holds'].$get());

export function usePayoutHolds() {
  return useQuery({ queryKey: adminKeys.payoutHolds, queryFn: fetchPayoutHolds });
}

type SaveHold = { storeId?: undefined; holdDays: number } | { storeId: string; holdDays: number | null };

/** PUT /api/admin/payout-holds, or …/stores/:storeId for one store's own hold (null: the platform's again). */
export const savePayoutHold = (input: SaveHold): Promise<PayoutHolds> =>
  input.storeId === undefined
    ? call(api.admin['payout-holds'].$put({ json: { holdDays: input.holdDays } }))
    : call(
        api.admin['payout-holds'].stores[':storeId'].$put({
          param: { storeId: input.storeId },
          json: { holdDays: input.holdDays },
        }),
      );

export function useSavePayoutHold() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutHold,
    onSuccess: (data) => {
      queryClient.setQueryData(adminKeys.payoutHolds, data);
      toast.success(messages.payoutHolds.saved);
    },
    onError: (error) => toast.error(messages.payoutHolds.saveFailed(error.message)),
  });
}
