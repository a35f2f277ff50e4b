import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';

/** POST /api/admin/orders/:orderId/mark-refunded: the customer of a cancelled WhatsApp order was paid back. */
export const markOrderRefunded = (orderId: string) =>
  call(api.admin.orders[':orderId']['mark-refunded'].$post({ param: { orderId } }));

/** `onSettled` is the list's refresh. */
export function useMarkOrderRefunded(onSettled: () => Promise<unknown>) {
  return useMutation({
    mutationFn: markOrderRefunded,
    onSuccess: () => toast.success(messages.orders.markedRefunded),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled,
  });
}
