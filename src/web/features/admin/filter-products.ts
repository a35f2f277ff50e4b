/** Products whose name or store name contains every word typed (case-insensitive); all when empty. */
export function filterProducts<P extends { name: string; storeName: string }>(
  products: readonly P[],
  text: string,
): readonly P[] {
  const words = text.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return products;
  return products.filter((product) => {
    const haystack = `${product.name} ${product.storeName}`.toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}
