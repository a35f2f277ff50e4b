import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orderKeys } from '../../../entities/order/api/order-keys.ts';
import type { PaymentIssueView } from '../../../../shared/checkout.ts';
import type { RefundToAccountInput } from '../../../../shared/schemas/refund-retry.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

export type RefundToAccountVariables = { issueId: string } & RefundToAccountInput;

/**
 * POST /api/admin/payment-issues/:id/refund-to-account { accountNumber, bankCode }: Paystack's
 * retry of a needs-attention refund with the customer's account (400 with fields for a bad
 * number or bank; 409 with the provider's words when it refuses).
 */
export const refundToAccount = ({ issueId, ...json }: RefundToAccountVariables) =>
  call(api.admin['payment-issues'][':issueId']['refund-to-account'].$post({ param: { issueId }, json }));

export function useRefundToAccount(callbacks: MutationCallbacks<PaymentIssueView, RefundToAccountVariables>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundToAccount,
    ...callbacks,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.allPaymentIssues }),
        queryClient.invalidateQueries({ queryKey: orderKeys.allAdmin }),
      ]),
  });
}
