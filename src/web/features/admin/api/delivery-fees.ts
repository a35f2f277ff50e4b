import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateDeliveryFeesInput } from '../../../../shared/schemas/delivery-fees.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { cartQuoteKey } from '../../../entities/cart/cart-quote.ts';

// Delivery-fee editing (docs/product.md#delivery-fees).
export const deliveryFeeKeys = { admin: ['admin', 'delivery-fees'] as const };

/** GET /api/admin/delivery-fees. */
export const fetchAdminDeliveryFees = () => call(api.admin['delivery-fees'].$get());

export function useAdminDeliveryFees() {
  return useQuery({ queryKey: deliveryFeeKeys.admin, queryFn: fetchAdminDeliveryFees });
}

/** PUT /api/admin/delivery-fees: the whole table; checkout uses it from the next quote on. */
export const saveDeliveryFees = (input: UpdateDeliveryFeesInput) =>
  call(api.admin['delivery-fees'].$put({ json: input }));

export function useSaveDeliveryFees() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveDeliveryFees,
    onSuccess: async (data) => {
      queryClient.setQueryData(deliveryFeeKeys.admin, data);
      toast.success('Delivery fees saved');
      // A checkout open in this tab asks its quote again, with the new fees.
      await queryClient.invalidateQueries({ queryKey: cartQuoteKey });
    },
    onError: (error) => toast.error(`Failed to save delivery fees: ${error.message}`),
  });
}
