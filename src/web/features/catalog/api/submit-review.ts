import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call, isApiError } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { catalogKeys } from './get-home.ts';

export type ReviewDraft = { rating: number; comment: string };

/** POST /api/products/:productId/reviews: writes (or replaces) the signed-in customer's review. */
export const submitReview = (productId: string, draft: ReviewDraft) =>
  call(
    api.products[':productId'].reviews.$post({
      param: { productId },
      json: { rating: draft.rating, ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}) },
    }),
  );

/** Submits the review, then reloads the product page's data. */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) => submitReview(productId, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
    onError: (error) => {
      // The session ended on the server: the page then shows the signed-out prompt.
      if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
