import type { DbOrTx } from '../db/client.ts';
import { orderTracking } from '../db/schema.ts';
import { enqueueJobs } from '../jobs/enqueue-job.ts';
import { orderMailJobs } from './queue-order-mail.ts';

/**
 * One tracking entry per changed order, in the transaction of the change itself, and the e-mail
 * that tells the customer (and, for a payment, the vendor) about it.
 */
export async function recordTracking(
  db: DbOrTx,
  orderIds: readonly string[],
  entry: { status: string; notes: string; location?: string | null },
) {
  if (orderIds.length === 0) return;
  await db
    .insert(orderTracking)
    .values(
      orderIds.map((orderId) => ({ orderId, status: entry.status, notes: entry.notes, location: entry.location })),
    );
  await enqueueJobs(db, orderMailJobs(orderIds, entry));
}
