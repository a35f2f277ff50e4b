/** Query keys of the vendor pages; all under 'vendor' so one invalidation reaches them. */
export const vendorKeys = {
  all: ['vendor'] as const,
  myStores: ['vendor', 'stores'] as const,
  managedStore: (storeId: string) => ['vendor', 'store', storeId] as const,
  categoryOptions: ['vendor', 'category-options'] as const,
  orders: (page: number, status = '') => ['vendor', 'orders', page, status] as const,
  overview: ['vendor', 'overview'] as const,
  reviews: ['vendor', 'reviews'] as const,
};
