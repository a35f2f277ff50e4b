import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, orderTracking } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import type { TrackingEntry } from '../../shared/checkout.ts';

/**
 * An order's tracking entries, oldest first. Someone else's order answers exactly like a missing
 * one (404), so ids cannot be probed.
 */
export async function readOwnTracking(db: DbOrTx, orderId: string, actor: Actor): Promise<TrackingEntry[]> {
  const [order] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.customerId, actor.id)));
  if (!order) throw new AppError('not_found', messages.orders.notFound);
  const rows = await db
    .select({
      id: orderTracking.id,
      status: orderTracking.status,
      location: orderTracking.location,
      notes: orderTracking.notes,
      createdAt: orderTracking.createdAt,
    })
    .from(orderTracking)
    .where(eq(orderTracking.orderId, orderId))
    .orderBy(asc(orderTracking.createdAt), asc(orderTracking.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
