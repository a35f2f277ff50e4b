import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PlatformCreditOverview } from '../../../../shared/platform-credit.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

const platformCreditKey = ['admin', 'platform-credit'] as const;

/** GET /api/admin/platform-credit: Oja-coupon credit held over a store's daily limit, and the limit (decision 0026). */
export const fetchPlatformCredit = (): Promise<PlatformCreditOverview> => call(api.admin['platform-credit'].$get());

export function usePlatformCredit() {
  return useQuery({ queryKey: platformCreditKey, queryFn: fetchPlatformCredit });
}

/** PUT /api/admin/platform-credit/limit { dailyLimitKobo }. */
export const savePlatformCreditLimit = (dailyLimitKobo: number): Promise<PlatformCreditOverview> =>
  call(api.admin['platform-credit'].limit.$put({ json: { dailyLimitKobo } }));

export function useSavePlatformCreditLimit(callbacks: MutationCallbacks<PlatformCreditOverview, number>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlatformCreditLimit,
    ...callbacks,
    onSuccess: (data, variables, ...rest) => {
      queryClient.setQueryData(platformCreditKey, data);
      return callbacks.onSuccess?.(data, variables, ...rest);
    },
  });
}

export type DecidePlatformCreditInput =
  { entryId: string; decision: 'release' } | { entryId: string; decision: 'reject'; reason: string };

/** POST …/:entryId/release, or …/:entryId/reject { reason }. */
export const decidePlatformCredit = (input: DecidePlatformCreditInput): Promise<PlatformCreditOverview> =>
  input.decision === 'release'
    ? call(api.admin['platform-credit'][':entryId'].release.$post({ param: { entryId: input.entryId } }))
    : call(
        api.admin['platform-credit'][':entryId'].reject.$post({
          param: { entryId: input.entryId },
          json: { reason: input.reason },
        }),
      );

export function useDecidePlatformCredit(
  callbacks: MutationCallbacks<PlatformCreditOverview, DecidePlatformCreditInput>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decidePlatformCredit,
    ...callbacks,
    onSettled: () => queryClient.invalidateQueries({ queryKey: platformCreditKey }),
  });
}
