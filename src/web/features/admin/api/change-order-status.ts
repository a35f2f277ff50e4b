import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import type { OrderMove } from '../../../components/ui/managed-order-card.tsx';
import { adminKeys } from './query-keys.ts';

/** POST /api/admin/orders/:orderId/status: an admin moves any order along the same state machine. */
export const changeOrderStatus = (orderId: string, move: OrderMove) =>
  call(api.admin.orders[':orderId'].status.$post({ param: { orderId }, json: move }));

export function useAdminChangeOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ orderId, move }: { orderId: string; move: OrderMove }) => changeOrderStatus(orderId, move),
    onSuccess: () => toast.success(messages.fulfilment.updated),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allOrders }),
  });
}
