import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { savedItems } from '../db/schema.ts';
import type { Actor } from '../actor.ts';

/**
 * The ids of the products the caller has saved: all the hearts of a page need to know
 * (docs/product.md#saved-items). Read from the (user, product) index alone.
 */
export async function listSavedIds(db: DbOrTx, actor: Actor): Promise<string[]> {
  const rows = await db
    .select({ productId: savedItems.productId })
    .from(savedItems)
    .where(eq(savedItems.userId, actor.id));
  return rows.map((row) => row.productId);
}
