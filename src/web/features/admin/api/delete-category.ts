import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';

/** DELETE /api/admin/categories/:id. */
export const deleteCategory = (id: string) => call(api.admin.categories[':id'].$delete({ param: { id } }));

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async () => {
      toast.success(messages.categories.deleted);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.categories.deleteFailed(error.message)),
  });
}
