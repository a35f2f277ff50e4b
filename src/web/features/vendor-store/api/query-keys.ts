/** Query keys of the vendor pages; all under 'vendor' so one invalidation reaches them. */
export const vendorKeys = {
  all: ['vendor'] as const,
  myStores: ['vendor', 'stores'] as const,
  managedStore: (storeId: string) => ['vendor', 'store', storeId] as const,
  categoryOptions: ['vendor', 'category-options'] as const,
};
