import { and, eq, gte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';

/**
 * Takes `quantity` units of a product in one conditional statement: it succeeds only while enough
 * stock is left, so concurrent checkouts can never drive the stock below zero (the row lock makes
 * the second one re-read the first one's result). Returns false when there is not enough.
 */
export async function takeStock(db: DbOrTx, productId: string, quantity: number): Promise<boolean> {
  const rows = await db
    .update(products)
    .set({ stockQuantity: sql`${products.stockQuantity} - ${quantity}` })
    .where(and(eq(products.id, productId), gte(products.stockQuantity, quantity)))
    .returning({ id: products.id });
  return rows.length === 1;
}

/** Units left now, for the message that says how many there are. */
export async function stockLeft(db: DbOrTx, productId: string): Promise<number> {
  const [row] = await db
    .select({ stockQuantity: products.stockQuantity })
    .from(products)
    .where(eq(products.id, productId));
  return row?.stockQuantity ?? 0;
}
