import { count, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders } from '../db/schema.ts';

/**
 * Where a checkout paid on delivery stands once the doors have been knocked on
 * (docs/product.md#pay-on-delivery): null while one of its orders is still to be paid at the door;
 * `completed` once none is and at least one was paid; `cancelled` when every one was cancelled or
 * refused. Read in the transaction that moved the last order, with the payment row locked.
 */
export async function settledAtDoor(db: DbOrTx, paymentId: string): Promise<'completed' | 'cancelled' | null> {
  const counts = await db
    .select({ paymentStatus: orders.paymentStatus, n: count() })
    .from(orders)
    .where(eq(orders.paymentId, paymentId))
    .groupBy(orders.paymentStatus);
  const of = (status: string) => counts.find((row) => row.paymentStatus === status)?.n ?? 0;
  if (of('on_delivery') > 0) return null;
  return of('completed') > 0 ? 'completed' : 'cancelled';
}
