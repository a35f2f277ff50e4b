import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { products } from '../db/schema.ts';

/**
 * Puts units back (a cancelled or expired checkout). The caller guarantees it happens once: it
 * returns only the items of orders its own conditional update just cancelled. A deleted product
 * has nothing to return to.
 */
export async function returnStock(db: DbOrTx, lines: readonly { productId: string | null; quantity: number }[]) {
  const byProduct = new Map<string, number>();
  for (const line of lines) {
    if (line.productId) byProduct.set(line.productId, (byProduct.get(line.productId) ?? 0) + line.quantity);
  }
  // In id order, like checkout takes them, so two transactions never wait on each other in a circle.
  for (const [productId, quantity] of [...byProduct].sort(([a], [b]) => a.localeCompare(b))) {
    await db
      .update(products)
      .set({ stockQuantity: sql`${products.stockQuantity} + ${quantity}` })
      .where(eq(products.id, productId));
  }
}
