import { and, count, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/** Orders of a checkout still waiting for their money (cancelled ones wait for nothing). */
export async function countUnpaidOrders(db: DbOrTx, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.paymentId, paymentId), eq(orders.paymentStatus, 'pending'), ne(orders.status, 'cancelled')));
  return row?.n ?? 0;
}
