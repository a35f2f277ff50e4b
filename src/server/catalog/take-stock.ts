import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';

/**
 * Takes `quantity` units of a product, or of one of its variants, one conditional statement per row:
 * it succeeds only while enough stock is left, so concurrent checkouts can never drive the stock
 * below zero (the row lock makes the second one re-read the first one's result). Returns false when
 * there is not enough.
 *
 * A variant's units are taken from the product row first (its stock is the sum of its variants') and
 * then from the variant. Every transaction that touches a variant's stock locks its product row
 * first (checkout, returns, the vendor's edit), so two checkouts that hold different variants of one
 * product queue on the product row and never wait on each other in a circle; callers take the lines
 * in (product id, variant id) order for the same reason across products.
 */
export async function takeStock(
  db: DbOrTx,
  productId: string,
  quantity: number,
  variantId: string | null = null,
): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  if (rows.length !== 1) return false;
  if (variantId === null) return true;
  const variants = await db
    .update(productVariants)
    .set({ stockQuantity: sql`${productVariants.stockQuantity} - ${quantity}` })
    .where(
      and(
        eq(productVariants.id, variantId),
        eq(productVariants.productId, productId),
        gte(productVariants.stockQuantity, quantity),
      ),
    )
    .returning({ id: productVariants.id });
  // The caller rolls the whole checkout back on false, the product's units with it.
  return variants.length === 1;
}

/** Units left now, of the product or of the variant, for the message that says how many there are. */
export async function stockLeft(db: DbOrTx, productId: string, variantId: string | null = null): Promise<number> {
  if (variantId !== null) {
    const [variant] = await db
      .select({ stockQuantity: productVariants.stockQuantity })
      .from(productVariants)
      .where(eq(productVariants.id, variantId));
    return variant?.stockQuantity ?? 0;
  }
  const [row] = await db
    .select({ stockQuantity: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stockQuantity ?? 0;
}
