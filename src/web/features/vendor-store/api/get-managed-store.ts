import { useQueries, useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/stores/:storeId/manage: one of the vendor's stores with all its products. */
export const fetchManagedStore = (storeId: string) => call(api.stores[':storeId'].manage.$get({ param: { storeId } }));

export type ManagedStore = Awaited<ReturnType<typeof fetchManagedStore>>;
export type ManagedProduct = ManagedStore['products'][number];

export function useManagedStore(storeId: string) {
  return useQuery({ queryKey: vendorKeys.managedStore(storeId), queryFn: () => fetchManagedStore(storeId) });
}

/** Product counts of several stores (the /vendor overview), one manage request per store. */
export function useProductCounts(storeIds: readonly string[]) {
  return useQueries({
    queries: storeIds.map((storeId) => ({
      queryKey: vendorKeys.managedStore(storeId),
      queryFn: () => fetchManagedStore(storeId),
    })),
    combine: (results) =>
      new Map(storeIds.map((id, i) => [id, results[i]?.data ? results[i].data.products.length : undefined] as const)),
  });
}
