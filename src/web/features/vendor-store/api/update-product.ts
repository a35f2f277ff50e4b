import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { productEditFormData, type EditImage, type ProductChanges } from '../product-form.ts';

export type { ProductChanges } from '../product-form.ts';

/** The changed fields, and the whole image list when the images changed. */
export type ProductUpdate = { productId: string; changes: ProductChanges; images?: readonly EditImage[] | undefined };

type PatchArgs = Parameters<(typeof api.products)[':productId']['$patch']>[0];

/**
 * PATCH /api/products/:productId: JSON for the fields alone; multipart when the images changed
 * (the kept URLs and new files in order). Without `json`, hc sends init.body as it is and the
 * browser sets the multipart boundary.
 */
export const updateProduct = ({ productId, changes, images }: ProductUpdate) =>
  images === undefined
    ? call(api.products[':productId'].$patch({ param: { productId }, json: changes }))
    : call(
        api.products[':productId'].$patch({ param: { productId } } as PatchArgs, {
          init: { body: productEditFormData(changes, images) },
        }),
      );

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
