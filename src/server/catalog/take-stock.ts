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

/**
 * Takes the units of several products in one statement, each product at most once and none with
 * variants: each row only while enough is left, as takeStock does. The rows are locked in product id
 * order first (the `for update` of an ordered, materialised subquery: a row is only updated after it,
 * and every row before it, is locked), so two carts never wait on each other in a circle. Returns the
 * ids of the products that did not have enough; the caller rolls the checkout back when any did.
 */
export async function takeStockOfProducts(
  db: DbOrTx,
  lines: readonly { productId: string; quantity: number }[],
): Promise<string[]> {
  if (lines.length === 0) return [];
  const wanted = sql.join(
    lines.map((line) => sql`(${line.productId}::uuid, ${line.quantity}::integer)`),
    sql`, `,
  );
  const { rows } = await db.execute<{ id: string }>(sql`
    with wanted (id, quantity) as (values ${wanted}),
    locked as materialized (
      select ${products.id} as id from ${products} where ${products.id} in (select id from wanted)
      order by ${products.id} for update
    )
    update ${products} set stock_quantity = ${products.stockQuantity} - wanted.quantity
    from wanted
    where ${products.id} = wanted.id and ${products.id} in (select id from locked)
      and ${products.stockQuantity} >= wanted.quantity
    returning ${products.id} as id`);
  const taken = new Set(rows.map((row) => row.id));
  return lines.filter((line) => !taken.has(line.productId)).map((line) => line.productId);
}
