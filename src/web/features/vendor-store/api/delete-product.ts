import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';

/** DELETE /api/products/:productId. */
export const deleteProduct = (productId: string) => call(api.products[':productId'].$delete({ param: { productId } }));

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      toast.success(messages.stores.productDeleted);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.stores.productDeleteFailed(error.message)),
  });
}
