import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

const scheduleKey = ['admin', 'cashouts', 'schedule'] as const;

/** GET /api/admin/cashouts/schedule: automatic weekly payouts, on or off, and the minimum (kobo). */
export const fetchPayoutSchedule = () => call(api.admin.cashouts.schedule.$get());
export type PayoutScheduleView = Awaited<ReturnType<typeof fetchPayoutSchedule>>['schedule'];

export function usePayoutSchedule() {
  return useQuery({ queryKey: scheduleKey, queryFn: fetchPayoutSchedule, select: (d) => d.schedule });
}

export type PayoutScheduleInput = { enabled: boolean; minimumKobo: number };

/** PUT /api/admin/cashouts/schedule. */
export const savePayoutSchedule = (input: PayoutScheduleInput) =>
  call(api.admin.cashouts.schedule.$put({ json: input }));

export function useSavePayoutSchedule(
  callbacks: MutationCallbacks<Awaited<ReturnType<typeof savePayoutSchedule>>, PayoutScheduleInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutSchedule,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: scheduleKey }),
  });
}
