import { and, count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { stores } from '../db/schema.ts';

/**
 * Hides every active store of `ownerId` (and so their products) from the public, as one statement;
 * returns how many were active. A seller who is no longer one stops selling at once (docs/product.md#role-changes).
 */
export async function deactivateStoresOfOwner(db: DbOrTx, ownerId: string): Promise<number> {
  const deactivated = await db
    .update(stores)
    .set({ isActive: false })
    .where(and(eq(stores.ownerId, ownerId), eq(stores.isActive, true)))
    .returning({ id: stores.id });
  return deactivated.length;
}

/** How many of `ownerId`'s stores are active now (what a demotion would deactivate). */
export async function countActiveStoresOfOwner(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(stores)
    .where(and(eq(stores.ownerId, ownerId), eq(stores.isActive, true)));
  return row?.n ?? 0;
}
