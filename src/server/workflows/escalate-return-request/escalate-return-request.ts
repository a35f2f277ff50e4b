import { and, desc, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { orders, returnRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { changeReturnStatus, type ReturnRequestRow } from '../../returns/return-requests.ts';
import { recordTracking } from '../../orders/record-tracking.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { returnMailJob } from '../../returns/send-return-mail.ts';
import { readReturnWindow } from '../../returns/read-return-window.ts';

/**
 * The customer takes their order's declined request to an admin (docs/product.md#returns), within
 * the window: the order's row is locked first, as opening a request and the release job lock it,
 * and the window must still be open (the sale still held, or for an order paid at the door, the
 * hold counted from delivery not over).
 */
export async function escalateReturnRequest(
  deps: Pick<Deps, 'db' | 'config'>,
  orderId: string,
  actor: Actor,
): Promise<ReturnRequestRow> {
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, actor.id)))
      .for('update');
    if (!order) throw new AppError('not_found', messages.orders.notFound);
    const [latest] = await tx
      .select({ id: returnRequests.id, status: returnRequests.status })
      .from(returnRequests)
      .where(eq(returnRequests.orderId, orderId))
      .orderBy(desc(returnRequests.createdAt))
      .limit(1);
    if (!latest || latest.status !== 'declined') throw new AppError('conflict', messages.returns.notDeclined);
    if (!(await readReturnWindow(tx, orderId, deps.config.payoutHoldDays)).open)
      throw new AppError('conflict', messages.returns.windowClosed);
    const row = await changeReturnStatus(tx, latest.id, ['declined'], 'escalated');
    if (!row) throw new AppError('conflict', messages.returns.notDeclined);
    await recordTracking(tx, [orderId], {
      status: messages.returns.trackingEscalated,
      notes: 'An Oja admin will decide your return',
    });
    await enqueueJob(tx, returnMailJob, { returnId: row.id, event: 'escalated' });
    return row;
  });
}
