import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PayOnDeliverySettingsInput } from '../../../../shared/schemas/pay-on-delivery.ts';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { cartQuoteKey } from '../../../entities/cart/cart-quote.ts';

// The cap on what customers may pay at the door (docs/product.md#pay-on-delivery).
export const payOnDeliveryKeys = { admin: ['admin', 'pay-on-delivery'] as const };

/** GET /api/admin/pay-on-delivery. */
export const fetchPayOnDeliverySettings = () => call(api.admin['pay-on-delivery'].$get());

export function usePayOnDeliverySettings() {
  return useQuery({ queryKey: payOnDeliveryKeys.admin, queryFn: fetchPayOnDeliverySettings });
}

/** PUT /api/admin/pay-on-delivery: checkout uses the new cap from the next quote on. */
export const savePayOnDeliverySettings = (input: PayOnDeliverySettingsInput) =>
  call(api.admin['pay-on-delivery'].$put({ json: input }));

export function useSavePayOnDeliverySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayOnDeliverySettings,
    onSuccess: async (data) => {
      queryClient.setQueryData(payOnDeliveryKeys.admin, data);
      toast.success(messages.payOnDelivery.capSaved);
      await queryClient.invalidateQueries({ queryKey: cartQuoteKey });
    },
    onError: (error) => toast.error(error.message),
  });
}
