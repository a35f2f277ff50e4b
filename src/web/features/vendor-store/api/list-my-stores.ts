import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/stores/mine: the signed-in vendor's own stores, inactive ones too. */
export const fetchMyStores = () => call(api.stores.mine.$get());

export type OwnStore = Awaited<ReturnType<typeof fetchMyStores>>['stores'][number];

export function useMyStores() {
  return useQuery({ queryKey: vendorKeys.myStores, queryFn: fetchMyStores, select: (data) => data.stores });
}
