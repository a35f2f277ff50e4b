import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { adminUiMessages as ui } from '../messages.ts';
import type { AdminStore } from './list-stores.ts';

/** PATCH /api/admin/stores/:id: activate or deactivate a store. */
export const setStoreActive = ({ store, isActive }: { store: AdminStore; isActive: boolean }) =>
  call(api.admin.stores[':id'].$patch({ param: { id: store.id }, json: { isActive } }));

export function useSetStoreActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setStoreActive,
    onSuccess: async (_data, { store, isActive }) => {
      toast.success(isActive ? ui.storeActivated(store.name) : ui.storeDeactivated(store.name));
      await refreshCatalog(queryClient);
    },
    onError: () => toast.error(messages.adminCatalog.storeStatusFailed),
  });
}
