import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

const payoutAttentionKey = ['admin', 'cashouts', 'attention'] as const;

/** GET /api/admin/cashouts/attention: payouts that need a person (decision 0018), newest first. */
export const fetchPayoutAttention = () => call(api.admin.cashouts.attention.$get());
export type PayoutAttention = Awaited<ReturnType<typeof fetchPayoutAttention>>['payouts'][number];

export function usePayoutAttention() {
  return useQuery({ queryKey: payoutAttentionKey, queryFn: fetchPayoutAttention, select: (d) => d.payouts });
}

/** How many payouts need a person now, for the Needs attention tab's badge. */
export function usePayoutAttentionCount(): number | undefined {
  return usePayoutAttention().data?.length;
}

export type ClosePayoutInput = { cashoutId: string; note: string };

/** POST /api/admin/cashouts/:id/close-attention { note }: a failed payout seen and dealt with. */
export const closePayoutAttention = ({ cashoutId, note }: ClosePayoutInput) =>
  call(api.admin.cashouts[':id']['close-attention'].$post({ param: { id: cashoutId }, json: { note } }));

export function useClosePayoutAttention(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof closePayoutAttention>>, ClosePayoutInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closePayoutAttention,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: payoutAttentionKey }),
  });
}

/** Everything that changes when a payout moves: Needs attention, the cashout list, the overview. */
function usePayoutInvalidation() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: payoutAttentionKey }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'cashouts'] }),
    ]);
}

export type TransferOtpInput = { cashoutId: string; otp: string };

/** POST /api/admin/cashouts/:id/transfer/otp { otp }: the OTP the provider sent, to release the transfer. */
export const giveTransferOtp = ({ cashoutId, otp }: TransferOtpInput) =>
  call(api.admin.cashouts[':id'].transfer.otp.$post({ param: { id: cashoutId }, json: { otp } }));

export function useGiveTransferOtp(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof giveTransferOtp>>, TransferOtpInput>,
) {
  const invalidate = usePayoutInvalidation();
  return useMutation({ mutationFn: giveTransferOtp, ...callbacks, onSettled: invalidate });
}

/** POST /api/admin/cashouts/:id/transfer/resend-otp: the provider sends the OTP again. */
export const resendTransferOtp = (cashoutId: string) =>
  call(api.admin.cashouts[':id'].transfer['resend-otp'].$post({ param: { id: cashoutId } }));

export function useResendTransferOtp(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof resendTransferOtp>>, string>,
) {
  return useMutation({ mutationFn: resendTransferOtp, ...callbacks });
}

export type SettleStuckPayoutInput = { cashoutId: string; action: 'paid' | 'returned' | 'resend'; note: string };

/** POST /api/admin/cashouts/:id/transfer/settle { action, note }: what the admin found and did. */
export const settleStuckPayout = ({ cashoutId, action, note }: SettleStuckPayoutInput) =>
  call(api.admin.cashouts[':id'].transfer.settle.$post({ param: { id: cashoutId }, json: { action, note } }));

export function useSettleStuckPayout(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof settleStuckPayout>>, SettleStuckPayoutInput>,
) {
  const invalidate = usePayoutInvalidation();
  return useMutation({ mutationFn: settleStuckPayout, ...callbacks, onSettled: invalidate });
}
