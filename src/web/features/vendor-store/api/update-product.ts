import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';

export type ProductChanges = { priceKobo?: number; stockQuantity?: number; description?: string | null };

/** PATCH /api/products/:productId: price, stock and description. */
export const updateProduct = ({ productId, changes }: { productId: string; changes: ProductChanges }) =>
  call(api.products[':productId'].$patch({ param: { productId }, json: changes }));

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProduct,
    onSuccess: async () => {
      toast.success(messages.stores.productUpdated);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.stores.productUpdateFailed(error.message)),
  });
}
