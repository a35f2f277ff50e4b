import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import type { SetProductVariantsInput } from '../../../../shared/schemas/variants.ts';
import { vendorUiMessages as ui } from '../messages.ts';

/** PUT /api/products/:productId/variants: the product's whole set of options and variants (decision 0025). */
export const setProductVariants = ({ productId, body }: { productId: string; body: SetProductVariantsInput }) =>
  call(api.products[':productId'].variants.$put({ param: { productId }, json: body }));

export function useSetProductVariants() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductVariants,
    onSuccess: async () => {
      toast.success(ui.variantsSaved);
      await refreshCatalog(queryClient);
    },
  });
}
