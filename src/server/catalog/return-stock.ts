import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products, productVariants } from '../db/schema.ts';

export type ReturnedLine = { productId: string | null; variantId?: string | null; quantity: number };

/**
 * Puts units back (a cancelled or expired checkout, an order cancelled or refused at the door, returned
 * items received). The caller guarantees it happens once: it returns only the items of orders its own
 * conditional update just cancelled. A deleted product has nothing to return to.
 *
 * Units of a variant go back to the variant (decision 0025). Products in id order, each product row
 * before its variants, like checkout takes them, so two transactions never wait on each other in a
 * circle. A product with options keeps stock_quantity = the sum of its variants' stock: it is recounted
 * from them, so units whose variant the vendor has since removed go nowhere rather than into a total
 * no variant can sell.
 */
export async function returnStock(db: DbOrTx, lines: readonly ReturnedLine[]) {
  const byProduct = new Map<string, { plain: number; variants: Map<string, number> }>();
  for (const line of lines) {
    if (!line.productId) continue;
    const entry = byProduct.get(line.productId) ?? { plain: 0, variants: new Map<string, number>() };
    if (line.variantId) entry.variants.set(line.variantId, (entry.variants.get(line.variantId) ?? 0) + line.quantity);
    else entry.plain += line.quantity;
    byProduct.set(line.productId, entry);
  }
  for (const [productId, { plain, variants }] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
    // Locks the product row first (see take-stock.ts), whatever it holds; its options say how its stock is kept.
    const [product] = await db
      .update(products)
      .set({
        stockQuantity: sql`${products.stockQuantity} + case when jsonb_array_length(${products.options}) = 0 then ${plain}::int else 0 end`,
      })
      .where(eq(products.id, productId))
      .returning({ hasOptions: sql<boolean>`jsonb_array_length(${products.options}) > 0` });
    if (!product?.hasOptions) continue;
    for (const [variantId, quantity] of [...variants].sort(([a], [b]) => a.localeCompare(b))) {
      await db
        .update(productVariants)
        .set({ stockQuantity: sql`${productVariants.stockQuantity} + ${quantity}` })
        .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
    }
    await recountProductStock(db, [productId]);
  }
}

/** A product with options: its stock is the sum of its variants' (decision 0025). */
export async function recountProductStock(db: DbOrTx, productIds: readonly string[]) {
  if (productIds.length === 0) return;
  await db
    .update(products)
    .set({
      stockQuantity: sql`(select coalesce(sum(v.stock_quantity), 0)::int from ${productVariants} v where v.product_id = ${products.id})`,
    })
    .where(and(inArray(products.id, [...productIds]), sql`jsonb_array_length(${products.options}) > 0`));
}
