/** Query keys of the public catalog, one tree so a change can refresh all of it. */
export const catalogKeys = {
  all: ['catalog'] as const,
  home: () => ['catalog', 'home'] as const,
  category: (slug: string) => ['catalog', 'category', slug] as const,
  store: (slug: string) => ['catalog', 'store', slug] as const,
  product: (productId: string) => ['catalog', 'product', productId] as const,
  search: (query: string) => ['catalog', 'search', query] as const,
};
