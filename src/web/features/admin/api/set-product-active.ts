import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { adminUiMessages as ui } from '../messages.ts';
import type { AdminProduct } from './list-products.ts';

/** PATCH /api/admin/products/:id: activate or deactivate a product. */
export const setProductActive = ({ product, isActive }: { product: AdminProduct; isActive: boolean }) =>
  call(api.admin.products[':id'].$patch({ param: { id: product.id }, json: { isActive } }));

export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setProductActive,
    onSuccess: async (_data, { product, isActive }) => {
      toast.success(isActive ? ui.productActivated(product.name) : ui.productDeactivated(product.name));
      await refreshCatalog(queryClient);
    },
    onError: () => toast.error(messages.adminCatalog.productStatusFailed),
  });
}
