import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, call, isApiError } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/session-query.ts';
import { catalogKeys } from './get-home.ts';

const fetchProductPage = (productId: string) => call(api.catalog.products[':id'].$get({ param: { id: productId } }));

export type ProductPageData = Awaited<ReturnType<typeof fetchProductPage>>;
export type ProductDetail = ProductPageData['product'];
export type ProductReview = ProductPageData['reviews'][number];

export function useProductPage(productId: string) {
  return useQuery({ queryKey: catalogKeys.product(productId), queryFn: () => fetchProductPage(productId) });
}

export type ReviewDraft = { rating: number; comment: string };

/** Writes (or replaces) the signed-in customer's review, then reloads the product page's data. */
export function useSubmitReview(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (draft: ReviewDraft) =>
      call(
        api.products[':productId'].reviews.$post({
          param: { productId },
          json: { rating: draft.rating, ...(draft.comment.trim() ? { comment: draft.comment.trim() } : {}) },
        }),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: catalogKeys.product(productId) }),
    onError: (error) => {
      // The session ended on the server: the page then shows the signed-out prompt.
      if (isApiError(error, 401)) queryClient.setQueryData(sessionQueryKey, { user: null });
    },
  });
}
