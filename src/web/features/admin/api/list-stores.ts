import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/stores: every store with its owner. */
export const fetchStores = () => call(api.admin.stores.$get());

export type AdminStore = Awaited<ReturnType<typeof fetchStores>>['stores'][number];

export function useAdminStores() {
  return useQuery({ queryKey: adminKeys.stores, queryFn: fetchStores, select: (data) => data.stores });
}
