import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { vendorKeys } from './vendor-keys.ts';

/** GET /api/catalog/categories: the categories a product can be filed under. */
export const fetchCategoryOptions = () => call(api.catalog.categories.$get());

export type CategoryOption = Awaited<ReturnType<typeof fetchCategoryOptions>>['categories'][number];

export function useCategoryOptions() {
  return useQuery({
    queryKey: vendorKeys.categoryOptions,
    queryFn: fetchCategoryOptions,
    select: (data) => data.categories,
  });
}
