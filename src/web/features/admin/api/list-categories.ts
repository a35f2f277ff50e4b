import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { adminKeys } from './admin-keys.ts';

/** GET /api/admin/categories: every category, inactive ones too. */
export const fetchCategories = () => call(api.admin.categories.$get());

export type AdminCategory = Awaited<ReturnType<typeof fetchCategories>>['categories'][number];

export function useAdminCategories() {
  return useQuery({ queryKey: adminKeys.categories, queryFn: fetchCategories, select: (data) => data.categories });
}
