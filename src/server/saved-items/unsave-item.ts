import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { savedItems } from '../db/schema.ts';
import type { Actor } from '../actor.ts';

/**
 * Removes a product from the caller's saved items (docs/product.md#saved-items). Only the caller's
 * own row can go; removing what is not saved changes nothing (`removed` is false).
 */
export async function unsaveItem(
  db: DbOrTx,
  input: { productId: string },
  actor: Actor,
): Promise<{ removed: boolean }> {
  const removed = await db
    .delete(savedItems)
    .where(and(eq(savedItems.userId, actor.id), eq(savedItems.productId, input.productId)))
    .returning({ id: savedItems.id });
  return { removed: removed.length > 0 };
}
