import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, isApiError } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { catalogKeys } from './get-home.ts';

/** DELETE /api/products/:productId/reviews: deletes the signed-in shopper's own review of the product. */
export const deleteReview = (productId: string) =>
  call(api.products[':productId'].reviews.$delete({ param: { productId } }));

/** Deletes the review, then reloads the product page's data. */
export function useDeleteReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteReview(productId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
    onError: (error) => {
      if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
