import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/products: every product of every store. */
export const fetchProducts = () => call(api.admin.products.$get());

export type AdminProduct = Awaited<ReturnType<typeof fetchProducts>>['products'][number];

export function useAdminProducts() {
  return useQuery({ queryKey: adminKeys.products, queryFn: fetchProducts, select: (data) => data.products });
}
