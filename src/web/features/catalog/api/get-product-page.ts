import { useQuery } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { catalogKeys } from './get-home.ts';

/** GET /api/catalog/products/:id: the product, its rating and its reviews. */
export const fetchProductPage = (productId: string) =>
  call(api.catalog.products[':id'].$get({ param: { id: productId } }));

export type ProductPageData = Awaited<ReturnType<typeof fetchProductPage>>;
export type ProductDetail = ProductPageData['product'];
export type ProductReview = ProductPageData['reviews'][number];

export function useProductPage(productId: string) {
  return useQuery({ queryKey: catalogKeys.product(productId), queryFn: () => fetchProductPage(productId) });
}
