import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/**
 * POST /api/admin/payment-issues/:id/refund: the refund is queued with the provider; the issue's
 * `refund` says pending until the provider confirms it.
 */
export const refundPaymentIssue = (issueId: string) =>
  call(api.admin['payment-issues'][':issueId'].refund.$post({ param: { issueId } }));

export function useRefundPaymentIssue(callbacks: MutationCallbacks<PaymentIssueView, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundPaymentIssue,
    ...callbacks,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
        queryClient.invalidateQueries({ queryKey: orderKeys.allAdmin }),
      ]),
  });
}
