import { useQueryClient } from '@tanstack/react-query';
import { api, callWithin, isApiError } from '../../../lib/api.ts';
import { useAnsweringMutation } from '../../../lib/use-answering-mutation.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { catalogKeys } from './get-home.ts';

export type ReviewDraft = { rating: number; comment: string };

/**
 * POST /api/products/:productId/reviews: writes (or replaces) the signed-in customer's review; gives
 * up after ANSWER_WAIT_MS on a connection that never answers.
 */
export const submitReview = (productId: string, draft: ReviewDraft) =>
  callWithin((options) =>
    api.products[':productId'].reviews.$post(
      {
        param: { productId },
        json: { rating: draft.rating, ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}) },
      },
      options,
    ),
  );

/**
 * Submits the review, then reloads the product page's data. Offline it fails at once with the
 * connection message, as signing in does, instead of being held and sent again behind a retry.
 */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useAnsweringMutation({
    mutationFn: (draft: ReviewDraft) => submitReview(productId, draft),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
    onError: (error) => {
      // The session ended on the server: the page then shows the signed-out prompt.
      if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
