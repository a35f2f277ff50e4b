import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';

/** DELETE /api/products/:productId: a seller deletes their own products, an admin any (the same endpoint). */
export const deleteProduct = (productId: string) => call(api.products[':productId'].$delete({ param: { productId } }));

/**
 * Only the failure's words differ: the seller is told the server's reason, the admin the catalog
 * tab's own message.
 */
export function useDeleteProduct({ by }: { by: 'seller' | 'admin' }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProduct,
    onSuccess: async () => {
      toast.success(messages.stores.productDeleted);
      await refreshCatalog(queryClient);
    },
    onError: (error) =>
      toast.error(
        by === 'admin' ? messages.adminCatalog.productDeleteFailed : messages.stores.productDeleteFailed(error.message),
      ),
  });
}
