import { useMutation } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';

/** POST /api/orders/:orderId/mark-paid: an admin vouches for a WhatsApp payment. */
export const markOrderPaid = (orderId: string) =>
  call(api.orders[':orderId']['mark-paid'].$post({ param: { orderId } }));

/** `onSettled` is the list's refresh. */
export function useMarkOrderPaid(onSettled: () => Promise<unknown>) {
  return useMutation({
    mutationFn: markOrderPaid,
    onSuccess: () => toast.success(messages.fulfilment.markedPaid),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled,
  });
}
