import type { CartProduct } from './cart-store.ts';

/** The product fields a card or product page has, as the API sends them. */
type ProductLike = {
  id: string;
  storeId: string;
  name: string;
  priceKobo: number;
  images: string[];
  stockQuantity: number;
  description: string | null;
  categoryId: string | null;
  storeName: string;
  storeSlug: string;
};

/** What the cart keeps of a product (docs/product.md#cart): everything a cart line and checkout need, in kobo. */
export function toCartProduct(
  product: ProductLike,
  variant?: { id: string; label: string; image: string | null } | null,
): CartProduct {
  return {
    // A size/colour (docs/product.md#variants): its own line, named by its label, its picture first.
    ...(variant ? { variantId: variant.id, variantLabel: variant.label } : {}),
    id: product.id,
    storeId: product.storeId,
    name: product.name,
    priceKobo: product.priceKobo,
    images: variant?.image ? [variant.image, ...product.images.filter((i) => i !== variant.image)] : product.images,
    stockQuantity: product.stockQuantity,
    description: product.description,
    categoryId: product.categoryId,
    storeName: product.storeName,
    storeSlug: product.storeSlug,
  };
}
