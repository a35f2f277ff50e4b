import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify.ts';
import { messages } from '../../../../shared/messages.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import type { ProductFormOutput } from '../product-form.ts';
import { productFormData } from '../product-form.ts';
import { storeFormData } from '../store-form.ts';

/** Query keys of the vendor pages; all under 'vendor' so one invalidation reaches them. */
export const vendorKeys = {
  all: ['vendor'] as const,
  myStores: ['vendor', 'stores'] as const,
  managedStore: (storeId: string) => ['vendor', 'store', storeId] as const,
  categoryOptions: ['vendor', 'category-options'] as const,
};

const fetchMyStores = () => call(api.stores.mine.$get());
const fetchManagedStore = (storeId: string) => call(api.stores[':storeId'].manage.$get({ param: { storeId } }));
const fetchCategoryOptions = () => call(api.catalog.categories.$get());

export type OwnStore = Awaited<ReturnType<typeof fetchMyStores>>['stores'][number];
export type ManagedStore = Awaited<ReturnType<typeof fetchManagedStore>>;
export type ManagedProduct = ManagedStore['products'][number];
export type CategoryOption = Awaited<ReturnType<typeof fetchCategoryOptions>>['categories'][number];

export function useMyStores() {
  return useQuery({ queryKey: vendorKeys.myStores, queryFn: fetchMyStores, select: (data) => data.stores });
}

export function useManagedStore(storeId: string) {
  return useQuery({ queryKey: vendorKeys.managedStore(storeId), queryFn: () => fetchManagedStore(storeId) });
}

/** Product counts of several stores (the /vendor overview), one manage request per store. */
export function useProductCounts(storeIds: readonly string[]) {
  return useQueries({
    queries: storeIds.map((storeId) => ({
      queryKey: vendorKeys.managedStore(storeId),
      queryFn: () => fetchManagedStore(storeId),
    })),
    combine: (results) =>
      new Map(storeIds.map((id, i) => [id, results[i]?.data ? results[i].data.products.length : undefined] as const)),
  });
}

export function useCategoryOptions() {
  return useQuery({ queryKey: vendorKeys.categoryOptions, queryFn: fetchCategoryOptions, select: (data) => data.categories });
}

export type CreateStoreVariables = { name: string; description?: string | null | undefined; logo?: File | undefined; banner?: File | undefined };

/** POST /api/stores as multipart; the caller words the toasts (upload failures keep their own words). */
export function useCreateStore() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ logo, banner, ...values }: CreateStoreVariables) =>
      // The route reads the multipart body itself, so hc has no typed input: pass the body through init.
      call(api.stores.$post(undefined, { init: { body: storeFormData(values, { logo, banner }) } })),
    onSuccess: () => refreshCatalog(queryClient),
  });
}

export function useAddProduct(storeId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, images }: { values: ProductFormOutput; images: readonly File[] }) =>
      call(api.stores[':storeId'].products.$post({ param: { storeId } }, { init: { body: productFormData(values, images) } })),
    onSuccess: async () => {
      toast.success(messages.stores.productAdded);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.stores.productAddFailed(error.message)),
  });
}

export type ProductChanges = { priceKobo?: number; stockQuantity?: number; description?: string | null };

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ productId, changes }: { productId: string; changes: ProductChanges }) =>
      call(api.products[':productId'].$patch({ param: { productId }, json: changes })),
    onSuccess: async () => {
      toast.success(messages.stores.productUpdated);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.stores.productUpdateFailed(error.message)),
  });
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => call(api.products[':productId'].$delete({ param: { productId } })),
    onSuccess: async () => {
      toast.success(messages.stores.productDeleted);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.stores.productDeleteFailed(error.message)),
  });
}
