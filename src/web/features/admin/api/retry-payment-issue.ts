import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * POST /api/admin/payment-issues/:id/retry: the server asks the provider again. The issue may come
 * back resolved when the payment settled.
 */
export const retryPaymentIssue = (issueId: string) =>
  call(api.admin['payment-issues'][':issueId'].retry.$post({ param: { issueId } }));

export function useRetryPaymentIssue(callbacks: MutationCallbacks<PaymentIssueView, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryPaymentIssue,
    ...callbacks,
    // A settled payment changes its orders too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
        queryClient.invalidateQueries({ queryKey: orderKeys.allAdmin }),
      ]),
  });
}
