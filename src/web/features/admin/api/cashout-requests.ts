import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

const cashoutKeys = {
  all: ['admin', 'cashouts'] as const,
  page: (page: number) => ['admin', 'cashouts', page] as const,
};

/** GET /api/admin/cashouts: the pending count and a page of requests, newest first. */
export const fetchCashoutRequests = (page: number) =>
  call(api.admin.cashouts.$get({ query: { page: String(page), status: 'all' } }));
export type CashoutRequestsPage = Awaited<ReturnType<typeof fetchCashoutRequests>>;
export type AdminCashoutRequest = CashoutRequestsPage['requests'][number];

export function useCashoutRequests(page: number) {
  return useQuery({
    queryKey: cashoutKeys.page(page),
    queryFn: () => fetchCashoutRequests(page),
    placeholderData: keepPreviousData,
  });
}

export type CashoutDecision = 'approve' | 'reject';
type DecideInput = { request: AdminCashoutRequest; decision: CashoutDecision };

/** POST /api/admin/cashouts/:id/approve or /reject. */
export const decideCashout = ({ request, decision }: DecideInput) =>
  call(
    decision === 'approve'
      ? api.admin.cashouts[':id'].approve.$post({ param: { id: request.id } })
      : api.admin.cashouts[':id'].reject.$post({ param: { id: request.id } }),
  );

export function useDecideCashout(callbacks: MutationCallbacks<Awaited<ReturnType<typeof decideCashout>>, DecideInput>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideCashout,
    ...callbacks,
    // Balances show in the users list too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: cashoutKeys.all }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
      ]),
  });
}
