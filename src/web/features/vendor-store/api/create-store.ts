import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { storeFormData } from '../store-form.ts';

export type CreateStoreVariables = {
  name: string;
  description?: string | null | undefined;
  logo?: File | undefined;
  banner?: File | undefined;
};

/** POST /api/stores as multipart. */
export const createStore = ({ logo, banner, ...values }: CreateStoreVariables) =>
  // The route reads the multipart body itself, so hc has no typed input: pass the body through init.
  call(api.stores.$post(undefined, { init: { body: storeFormData(values, { logo, banner }) } }));

/** The caller words the toasts (upload failures keep their own words). */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStore,
    onSuccess: () => refreshCatalog(queryClient),
  });
}
