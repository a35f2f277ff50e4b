import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import type { OrderMove } from '../../../components/ui/managed-order-card.tsx';
import { vendorKeys } from './query-keys.ts';

/** POST /api/vendor/orders/:orderId/status. */
export const changeOrderStatus = (orderId: string, move: OrderMove) =>
  call(api.vendor.orders[':orderId'].status.$post({ param: { orderId }, json: move }));

/** Toasts the product's words; a refusal (409) refreshes the list so the card shows where the order stands. */
export function useChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: string; move: OrderMove }) => changeOrderStatus(orderId, move),
    onSuccess: () => toast.success(messages.fulfilment.updated),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
