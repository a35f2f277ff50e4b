import { and, count, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, stores } from '../db/schema.ts';

/** Orders still to be fulfilled: anything not yet delivered or cancelled. */
const CLOSED = ['delivered', 'cancelled'] as const;

/** How many open orders the stores of `ownerId` have (what a demotion leaves behind, docs/product.md#role-changes). */
export async function countOpenOrdersOfOwner(db: DbOrTx, ownerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(and(eq(stores.ownerId, ownerId), notInArray(orders.status, [...CLOSED])));
  return row?.n ?? 0;
}
