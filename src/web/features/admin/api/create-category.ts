import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messages } from '../../../../shared/messages.ts';
import { toast } from '../../../lib/notify.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { categoryFormData, type CategoryFormOutput } from '../category-form.ts';

/** POST /api/admin/categories as multipart: an image file or an image URL. */
export const createCategory = ({ values, image }: { values: CategoryFormOutput; image: File | undefined }) =>
  call(api.admin.categories.$post(undefined, { init: { body: categoryFormData(values, image) } }));

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: async () => {
      toast.success(messages.categories.created);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.categories.createFailed(error.message)),
  });
}
