import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '../../../lib/notify.ts';
import { messages } from '../../../../shared/messages.ts';
import { api, call } from '../../../lib/api.ts';
import { refreshCatalog } from '../../../lib/refresh-catalog.ts';
import { adminUiMessages as ui } from '../messages.ts';
import { categoryFormData, type CategoryFormOutput } from '../category-form.ts';

export const adminCatalogKeys = {
  overview: ['admin', 'overview'] as const,
  categories: ['admin', 'categories'] as const,
  stores: ['admin', 'stores'] as const,
  products: ['admin', 'products'] as const,
};

const fetchOverview = () => call(api.admin.overview.$get());
const fetchCategories = () => call(api.admin.categories.$get());
const fetchStores = () => call(api.admin.stores.$get());
const fetchProducts = () => call(api.admin.products.$get());

export type AdminCategory = Awaited<ReturnType<typeof fetchCategories>>['categories'][number];
export type AdminStore = Awaited<ReturnType<typeof fetchStores>>['stores'][number];
export type AdminProduct = Awaited<ReturnType<typeof fetchProducts>>['products'][number];

export function useAdminOverview() {
  return useQuery({ queryKey: adminCatalogKeys.overview, queryFn: fetchOverview });
}

export function useAdminCategories() {
  return useQuery({ queryKey: adminCatalogKeys.categories, queryFn: fetchCategories, select: (data) => data.categories });
}

export function useAdminStores() {
  return useQuery({ queryKey: adminCatalogKeys.stores, queryFn: fetchStores, select: (data) => data.stores });
}

export function useAdminProducts() {
  return useQuery({ queryKey: adminCatalogKeys.products, queryFn: fetchProducts, select: (data) => data.products });
}

// Every admin change is visible on the public pages and the other tabs: refreshCatalog marks all
// cached data (but the session) stale, and the open tab refetches at once.

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, image }: { values: CategoryFormOutput; image: File | undefined }) =>
      call(api.admin.categories.$post(undefined, { init: { body: categoryFormData(values, image) } })),
    onSuccess: async () => {
      toast.success(messages.categories.created);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.categories.createFailed(error.message)),
  });
}

export function useDeleteCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => call(api.admin.categories[':id'].$delete({ param: { id } })),
    onSuccess: async () => {
      toast.success(messages.categories.deleted);
      await refreshCatalog(queryClient);
    },
    onError: (error) => toast.error(messages.categories.deleteFailed(error.message)),
  });
}

export function useSetStoreActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ store, isActive }: { store: AdminStore; isActive: boolean }) =>
      call(api.admin.stores[':id'].$patch({ param: { id: store.id }, json: { isActive } })),
    onSuccess: async (_data, { store, isActive }) => {
      toast.success(isActive ? ui.storeActivated(store.name) : ui.storeDeactivated(store.name));
      await refreshCatalog(queryClient);
    },
    onError: () => toast.error(messages.adminCatalog.storeStatusFailed),
  });
}

export function useSetProductActive() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ product, isActive }: { product: AdminProduct; isActive: boolean }) =>
      call(api.admin.products[':id'].$patch({ param: { id: product.id }, json: { isActive } })),
    onSuccess: async (_data, { product, isActive }) => {
      toast.success(isActive ? ui.productActivated(product.name) : ui.productDeactivated(product.name));
      await refreshCatalog(queryClient);
    },
    onError: () => toast.error(messages.adminCatalog.productStatusFailed),
  });
}

/** Admins may delete any product with the vendors' endpoint. */
export function useAdminDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productId: string) => call(api.products[':productId'].$delete({ param: { productId } })),
    onSuccess: async () => {
      toast.success(messages.stores.productDeleted);
      await refreshCatalog(queryClient);
    },
    onError: () => toast.error(messages.adminCatalog.productDeleteFailed),
  });
}
