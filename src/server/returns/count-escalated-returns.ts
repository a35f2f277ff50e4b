import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { returnRequests } from '../db/schema.ts';

/**
 * How many requests customers escalated wait for an admin (docs/product.md#returns): with the
 * payments and payouts that need a person, they make the admin's Needs attention count.
 */
export async function countEscalatedReturns(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: count() }).from(returnRequests).where(eq(returnRequests.status, 'escalated'));
  return row?.n ?? 0;
}
