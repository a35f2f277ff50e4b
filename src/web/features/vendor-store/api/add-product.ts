import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { productFormData, type ProductFormOutput } from '../product-form.ts';

export type AddProductVariables = { values: ProductFormOutput; images: readonly File[] };

/** POST /api/stores/:storeId/products as multipart. */
export const addProduct = (storeId: string, { values, images }: AddProductVariables) =>
  call(
    api.stores[':storeId'].products.$post({ param: { storeId } }, { init: { body: productFormData(values, images) } }),
  );

export function useAddProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: AddProductVariables) => addProduct(storeId, variables),
    onSuccess: async () => {
      toast.success(messages.stores.productAdded);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.stores.productAddFailed(error.message)),
  });
}
