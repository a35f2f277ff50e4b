import { eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, stores } from '../db/schema.ts';
import type { ProductOption } from '../../shared/variants.ts';

export type PricedProduct = {
  id: string;
  name: string;
  priceKobo: number;
  stockQuantity: number;
  images: string[];
  storeId: string;
  storeName: string;
  storeSlug: string;
  storeOwnerId: string;
  /** Its category, if any: a line's commission may depend on it (docs/product.md#commission). */
  categoryId: string | null;
  /** The store lets customers pay at the door (docs/product.md#pay-on-delivery). */
  storeOffersPayOnDelivery: boolean;
  /** Its options (decision 0025): with any, a line must name one of its variants. */
  options: ProductOption[];
  /** The product and its store are both active: it may be sold. */
  available: boolean;
};

/**
 * The products of a cart as the database holds them now: price, stock and whether they may be sold.
 * Checkout and the cart page both read prices here and nowhere else; what the browser sent is not
 * consulted. Products that no longer exist are simply absent from the map.
 */
export async function priceCartLines(db: DbOrTx, productIds: readonly string[]): Promise<Map<string, PricedProduct>> {
  if (productIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      priceKobo: products.priceKobo,
      stockQuantity: products.stockQuantity,
      images: products.images,
      categoryId: products.categoryId,
      options: products.options,
      productActive: products.isActive,
      storeId: stores.id,
      storeName: stores.name,
      storeSlug: stores.slug,
      storeOwnerId: stores.ownerId,
      storeOffersPayOnDelivery: stores.payOnDelivery,
      storeActive: stores.isActive,
    })
    .from(products)
    .innerJoin(stores, eq(stores.id, products.storeId))
    .where(inArray(products.id, [...productIds]));
  return new Map(
    rows.map(({ productActive, storeActive, ...row }) => [row.id, { ...row, available: productActive && storeActive }]),
  );
}
