import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';
import type { ResolvePaymentIssueInput } from './resolve-payment-issue.ts';

/**
 * POST /api/admin/payment-issues/:id/mark-refunded { note }: a refused refund the customer was
 * paid back another way; the orders read refunded and the issue closes with the note.
 */
export const markRefundPaid = ({ issueId, note }: ResolvePaymentIssueInput) =>
  call(api.admin['payment-issues'][':issueId']['mark-refunded'].$post({ param: { issueId }, json: { note } }));

export function useMarkRefundPaid(callbacks: MutationCallbacks<PaymentIssueView, ResolvePaymentIssueInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefundPaid,
    ...callbacks,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
        queryClient.invalidateQueries({ queryKey: orderKeys.allAdmin }),
      ]),
  });
}
