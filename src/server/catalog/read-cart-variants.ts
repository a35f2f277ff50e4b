import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { productVariants } from '../db/schema.ts';
import type { PricedProduct } from './price-cart-lines.ts';

export type CartVariant = {
  id: string;
  productId: string;
  label: string;
  values: string[];
  /** Null: the product's price. */
  priceKobo: number | null;
  stockQuantity: number;
  image: string | null;
};

/** The variants a cart names (decision 0025), as the database holds them now; unknown ids are absent. */
export async function readCartVariants(db: DbOrTx, variantIds: readonly string[]): Promise<Map<string, CartVariant>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .select({
      id: productVariants.id,
      productId: productVariants.productId,
      label: productVariants.label,
      values: productVariants.values,
      priceKobo: productVariants.priceKobo,
      stockQuantity: productVariants.stockQuantity,
      image: productVariants.image,
    })
    .from(productVariants)
    .where(inArray(productVariants.id, [...variantIds]));
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * One cart line as it may be sold: its price and stock are its variant's when it names one (the
 * variant's price falling back to the product's). `missing`: the product has options and the line
 * names none; `foreign`: the variant named is not this product's (or no longer exists).
 */
export function cartLineOffer(
  product: PricedProduct,
  variant: CartVariant | undefined,
  variantId: string | null | undefined,
):
  | { ok: true; priceKobo: number; stockQuantity: number; variant: CartVariant | null }
  | { ok: false; reason: 'missing' | 'foreign' } {
  if (!variantId) {
    if (product.options.length > 0) return { ok: false, reason: 'missing' };
    return { ok: true, priceKobo: product.priceKobo, stockQuantity: product.stockQuantity, variant: null };
  }
  if (!variant || variant.productId !== product.id) return { ok: false, reason: 'foreign' };
  return {
    ok: true,
    priceKobo: variant.priceKobo ?? product.priceKobo,
    stockQuantity: variant.stockQuantity,
    variant,
  };
}
