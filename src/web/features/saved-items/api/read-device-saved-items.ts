import { useQueries } from '@tanstack/react-query';
import { api, call, isApiError } from '../../../lib/api.ts';
import type { SavedItem } from './list-saved-items.ts';

/**
 * GET /api/catalog/products/:id for each product saved in this browser (signed out), as the lines
 * the account's list has: the price now stands in for the price when saved, since the browser keeps
 * only ids. A product shoppers can no longer see (404) is left out, as the account's list does.
 */
async function fetchDeviceSavedItem(productId: string): Promise<SavedItem | null> {
  try {
    const { product } = await call(api.catalog.products[':id'].$get({ param: { id: productId } }));
    const { id, name, description, priceKobo, stockQuantity, images, categoryId, storeId, storeName, storeSlug } =
      product;
    return {
      product: { id, name, description, priceKobo, stockQuantity, images, categoryId, storeId, storeName, storeSlug },
      savedPriceKobo: priceKobo,
      savedAt: '',
      backInStock: false,
    };
  } catch (error) {
    if (isApiError(error, 404)) return null;
    throw error;
  }
}

/** The device's saved items in its order (newest saved first); `pending` until every one is read. */
export function useDeviceSavedItems(productIds: readonly string[]) {
  return useQueries({
    queries: productIds.map((productId) => ({
      queryKey: ['saved-items', 'device', productId],
      queryFn: () => fetchDeviceSavedItem(productId),
      staleTime: 60_000,
    })),
    combine: (results) => ({
      isPending: results.some((result) => result.isPending),
      isError: results.some((result) => result.isError),
      items: results.flatMap((result) => (result.data ? [result.data] : [])),
      refetch: () => Promise.all(results.map((result) => result.refetch())),
    }),
  });
}
