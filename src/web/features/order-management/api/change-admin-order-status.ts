import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import type { OrderMove } from '../components/order-status-actions.tsx';

/** POST /api/admin/orders/:orderId/status: an admin moves any order along the same state machine. */
export const changeAdminOrderStatus = (orderId: string, move: OrderMove) =>
  call(api.admin.orders[':orderId'].status.$post({ param: { orderId }, json: move }));

/** Toasts the spec's words; `onSettled` (the list's refresh) runs on success and on a refusal. */
export function useChangeAdminOrderStatus(onSettled: () => Promise<unknown>) {
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: string; move: OrderMove }) => changeAdminOrderStatus(orderId, move),
    onSuccess: () => toast.success(messages.fulfilment.updated),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled,
  });
}
