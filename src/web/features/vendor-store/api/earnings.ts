import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

/** Query keys of the Earnings tab, under 'vendor' like the rest of the vendor pages. */
export const earningsKeys = {
  all: ['vendor', 'earnings'] as const,
  earnings: ['vendor', 'earnings', 'ledger'] as const,
  cashouts: ['vendor', 'earnings', 'cashouts'] as const,
};

/** GET /api/cashouts/earnings: balance, held amount and the ledger. */
export const fetchEarnings = () => call(api.cashouts.earnings.$get());
export type Earnings = Awaited<ReturnType<typeof fetchEarnings>>;
export type LedgerEntry = Earnings['entries'][number];

export function useEarnings() {
  return useQuery({ queryKey: earningsKeys.earnings, queryFn: fetchEarnings });
}

/** GET /api/cashouts: the caller's cashout history, newest first. */
export const fetchOwnCashouts = () => call(api.cashouts.$get());
export type OwnCashout = Awaited<ReturnType<typeof fetchOwnCashouts>>['cashouts'][number];

export function useOwnCashouts() {
  return useQuery({ queryKey: earningsKeys.cashouts, queryFn: fetchOwnCashouts, select: (d) => d.cashouts });
}

/** POST /api/cashouts with the amount in kobo (the form turns the naira typed into kobo). */
export const requestCashout = (amountKobo: number) => call(api.cashouts.$post({ json: { amountKobo } }));

export function useRequestCashout(callbacks: MutationCallbacks<Awaited<ReturnType<typeof requestCashout>>, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestCashout,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: earningsKeys.all }),
  });
}
