import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import type { OrderMove } from '../components/order-status-actions.tsx';

/** POST /api/vendor/orders/:orderId/status: a vendor moves an order of their store along the state machine. */
export const changeVendorOrderStatus = (orderId: string, move: OrderMove) =>
  call(api.vendor.orders[':orderId'].status.$post({ param: { orderId }, json: move }));

/**
 * Toasts the spec's words; `onSettled` (the list's refresh) runs on success and on a refusal (409),
 * so the card shows where the order stands.
 */
export function useChangeVendorOrderStatus(onSettled: () => Promise<unknown>) {
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: string; move: OrderMove }) => changeVendorOrderStatus(orderId, move),
    onSuccess: () => toast.success(messages.fulfilment.updated),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled,
  });
}
