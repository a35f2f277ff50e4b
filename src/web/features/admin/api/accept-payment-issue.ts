import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';
import type { ResolvePaymentIssueInput } from './resolve-payment-issue.ts';

/**
 * POST /api/admin/payment-issues/:id/accept { note }: a payment paid short is taken as paid in full;
 * its orders read paid, Oja bears the shortfall, and the issue closes with the note (409 when it was
 * already accepted, refunded or paid in another currency).
 */
export const acceptPaymentIssue = ({ issueId, note }: ResolvePaymentIssueInput) =>
  call(api.admin['payment-issues'][':issueId'].accept.$post({ param: { issueId }, json: { note } }));

export function useAcceptPaymentIssue(callbacks: MutationCallbacks<PaymentIssueView, ResolvePaymentIssueInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: acceptPaymentIssue,
    ...callbacks,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
        queryClient.invalidateQueries({ queryKey: orderKeys.allAdmin }),
      ]),
  });
}
