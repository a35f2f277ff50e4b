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
