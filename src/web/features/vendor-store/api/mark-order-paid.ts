import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './query-keys.ts';

/** POST /api/orders/:orderId/mark-paid: a WhatsApp order was paid. */
export const markOrderPaid = (orderId: string) =>
  call(api.orders[':orderId']['mark-paid'].$post({ param: { orderId } }));

export function useMarkOrderPaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markOrderPaid,
    onSuccess: () => toast.success(messages.fulfilment.markedPaid),
    onError: (error) => toast.error(messages.fulfilment.updateFailed.replace('{msg}', error.message)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: vendorKeys.all }),
  });
}
