import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import type { Actor } from '../../actor.ts';
import { orderItems, orders, returnRequests } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import { RETURN_REASON_LABELS } from '../../../shared/constants.ts';
import type { OpenReturnInput } from '../../../shared/schemas/returns.ts';
import { insertReturnRequest, type ReturnRequestRow } from '../../returns/return-requests.ts';
import { stageReturnPhotos } from '../../returns/stage-return-photos.ts';
import { readReturnWindow } from '../../returns/read-return-window.ts';
import { recordTracking } from '../../orders/record-tracking.ts';
import { enqueueJob } from '../../jobs/enqueue-job.ts';
import { paidForUnitsKobo } from '../../../shared/coupons.ts';
import { returnMailJob } from '../../returns/send-return-mail.ts';

/**
 * A customer asks to return goods of their delivered order (docs/product.md#returns, decision
 * 0021), within its return window (read-return-window.ts): while its money is still held, or for
 * an order paid at the door, for the hold counted from delivery. Takes the order's row lock first —
 * the release job locks the orders it frees the same way — then checks in that transaction that
 * the sale is still pending and its hold not over, so the money is either released or held, never both.
 *
 * Up to 3 photos are decoded and re-encoded first, outside the transaction (a bad one refuses the
 * request, naming `photos`); their objects are written only once the row is, inside the
 * transaction, so a refused request stores nothing.
 */
export async function openReturnRequest(
  deps: Pick<Deps, 'db' | 'storage' | 'config'>,
  orderId: string,
  input: OpenReturnInput & { photos?: readonly Buffer[] },
  actor: Actor,
): Promise<ReturnRequestRow> {
  if (input.photos?.length) {
    // Someone else's order is not worth decoding photos for: the same 404 as below, sooner.
    const [own] = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, actor.id)));
    if (!own) throw new AppError('not_found', messages.orders.notFound);
  }
  const staged = await stageReturnPhotos(deps.storage, input.photos ?? []);
  return deps.db.transaction(async (tx) => {
    const [order] = await tx
      .select({ id: orders.id, status: orders.status, customerId: orders.customerId })
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.customerId, actor.id)))
      .for('update');
    if (!order) throw new AppError('not_found', messages.orders.notFound);
    if (order.status !== 'delivered') throw new AppError('conflict', messages.returns.notDelivered);
    const window = await readReturnWindow(tx, orderId, deps.config.payoutHoldDays);
    if (!window.delivered) throw new AppError('conflict', messages.returns.notDelivered);
    if (!window.open)
      throw new AppError('conflict', window.endsAt ? messages.returns.windowClosed : messages.returns.noWindow);
    const [accepted] = await tx
      .select({ id: returnRequests.id })
      .from(returnRequests)
      .where(and(eq(returnRequests.orderId, orderId), eq(returnRequests.status, 'accepted')));
    if (accepted) throw new AppError('conflict', messages.returns.alreadyRefunded);

    const bought = await tx
      .select({
        id: orderItems.id,
        quantity: orderItems.quantity,
        priceKobo: orderItems.priceKobo,
        discountKobo: orderItems.discountKobo,
      })
      .from(orderItems)
      .where(eq(orderItems.orderId, orderId));
    const wanted = new Map<string, number>();
    for (const item of input.items) wanted.set(item.orderItemId, (wanted.get(item.orderItemId) ?? 0) + item.quantity);
    let itemsKobo = 0;
    for (const [id, quantity] of wanted) {
      const line = bought.find((b) => b.id === id);
      if (!line) throw new AppError('invalid_input', messages.returns.unknownItem);
      if (quantity > line.quantity) throw new AppError('invalid_input', messages.returns.tooMany);
      // What was paid for them: after the line's share of any coupon (docs/product.md#coupons).
      itemsKobo += paidForUnitsKobo(line, quantity);
    }
    const row = await insertReturnRequest(tx, {
      orderId,
      customerId: actor.id,
      reason: input.reason,
      comment: input.comment,
      items: [...wanted].map(([orderItemId, quantity]) => ({ orderItemId, quantity })),
      itemsKobo,
      photos: staged.photos,
    });
    if (!row) throw new AppError('conflict', messages.returns.alreadyOpen);
    await staged.commit();
    await recordTracking(tx, [orderId], {
      status: messages.returns.trackingOpened,
      notes: `${RETURN_REASON_LABELS[input.reason]}${input.comment ? `: ${input.comment}` : ''}`,
    });
    await enqueueJob(tx, returnMailJob, { returnId: row.id, event: 'opened' });
    return row;
  });
}
