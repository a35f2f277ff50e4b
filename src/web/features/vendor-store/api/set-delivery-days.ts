import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SetStoreDeliveryDaysInput } from '../../../../shared/schemas/delivery-days.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** PUT /api/stores/:storeId/delivery-days: the store's whole table of delivery days; answers it as saved. */
export const setDeliveryDays = ({ storeId, days }: { storeId: string; days: SetStoreDeliveryDaysInput }) =>
  call(api.stores[':storeId']['delivery-days'].$put({ param: { storeId }, json: days }));

export function useSetDeliveryDays(
  storeId: string,
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof setDeliveryDays>>, SetStoreDeliveryDaysInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (days: SetStoreDeliveryDaysInput) => setDeliveryDays({ storeId, days }),
    ...callbacks,
    onSuccess: async (data, input, ...rest) => {
      callbacks.onSuccess?.(data, input, ...rest);
      await queryClient.invalidateQueries({ queryKey: vendorKeys.managedStore(storeId) });
    },
  });
}
