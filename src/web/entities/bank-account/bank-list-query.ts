import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, call } from '../../lib/api.ts';

/**
 * GET /api/banks: the banks the payout provider can pay, with its codes (decision 0032), for every
 * form that asks for a payout account (the vendor application, the Earnings tab). It changes at most
 * daily: kept for an hour, like the server's cache header says.
 */
export const fetchBankList = () => call(api.banks.$get());

export type BankListAnswer = Awaited<ReturnType<typeof fetchBankList>>;

export const bankListQueryOptions = queryOptions({
  queryKey: ['banks'] as const,
  queryFn: fetchBankList,
  staleTime: 60 * 60 * 1000,
});

export function useBankList() {
  return useQuery(bankListQueryOptions);
}
