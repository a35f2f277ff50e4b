import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';

/** GET /api/catalog/products/:id/related: "More from this store" and "Similar items". */
export const fetchRelatedProducts = (productId: string) =>
  call(api.catalog.products[':id'].related.$get({ param: { id: productId } }));

export type RelatedProductsData = Awaited<ReturnType<typeof fetchRelatedProducts>>;

/** Asked only once `enabled` (the section is near the screen): never part of the page's first view. */
export function useRelatedProducts(productId: string, enabled: boolean) {
  return useQuery({
    queryKey: catalogKeys.related(productId),
    queryFn: () => fetchRelatedProducts(productId),
    enabled,
  });
}
