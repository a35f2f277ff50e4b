import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

export type ResolvePaymentIssueInput = { issueId: string; note: string };

/**
 * POST /api/admin/payment-issues/:id/resolve { note }: closes the issue with the admin's note
 * (400 with fields.note when it is empty, 409 when someone resolved it first).
 */
export const resolvePaymentIssue = ({ issueId, note }: ResolvePaymentIssueInput) =>
  call(api.admin['payment-issues'][':issueId'].resolve.$post({ param: { issueId }, json: { note } }));

export function useResolvePaymentIssue(callbacks: MutationCallbacks<PaymentIssueView, ResolvePaymentIssueInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePaymentIssue,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
  });
}
