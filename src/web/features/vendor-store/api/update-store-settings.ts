import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateStoreSettingsInput } from '../../../../shared/schemas/pay-on-delivery.ts';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { cartQuoteKey } from '../../../entities/cart/cart-quote.ts';
import { vendorKeys } from './vendor-keys.ts';

/** PATCH /api/stores/:storeId: the store's settings (whether customers may pay at the door). */
export const updateStoreSettings = ({ storeId, settings }: { storeId: string; settings: UpdateStoreSettingsInput }) =>
  call(api.stores[':storeId'].$patch({ param: { storeId }, json: settings }));

export function useUpdateStoreSettings(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (settings: UpdateStoreSettingsInput) => updateStoreSettings({ storeId, settings }),
    onSuccess: async () => {
      toast.success(messages.payOnDelivery.storeSaved);
      await queryClient.invalidateQueries({ queryKey: vendorKeys.managedStore(storeId) });
      // A cart of this store in this tab asks again whether it may be paid on delivery.
      await queryClient.invalidateQueries({ queryKey: cartQuoteKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
