import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** POST /api/admin/payment-issues/:id/send-refund-again: the refused refund, sent once more (same row). */
export const sendRefundAgain = (issueId: string) =>
  call(api.admin['payment-issues'][':issueId']['send-refund-again'].$post({ param: { issueId } }));

export function useSendRefundAgain(callbacks: MutationCallbacks<PaymentIssueView, string>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendRefundAgain,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
  });
}
