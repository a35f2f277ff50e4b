import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { platformDiscountKobo } from './platform-discount.ts';
import { orderItems, orders, stores } from '../db/schema.ts';
import type { Actor } from '../actor.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../shared/constants.ts';
import {
  awaitsCardPayment,
  defaultTrackingNotes,
  findTransition,
  needsCompletedPayment,
} from '../../shared/order-status.ts';
import type { ChangeOrderStatusInput } from '../../shared/schemas/fulfilment.ts';
import { recordTracking } from './record-tracking.ts';
import { publishOrderEvents } from './publish-order-events.ts';

export type OrderStatusChange = {
  id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: PaymentMethod;
  /** The checkout's payment (a pay-on-delivery one follows its orders). */
  paymentId: string | null;
  /** The owner of the order's store: the vendor a delivered, paid order credits. */
  ownerId: string;
  storeId: string;
  totalAmountKobo: number;
  /** What the marketplace keeps of it, frozen when it was placed (docs/product.md#commission). */
  commissionKobo: number;
  /** The part of its coupon's discount the platform bears: the vendor is paid it on delivery (docs/product.md#coupons). */
  platformDiscountKobo: number;
  /** Where the order stood before this move (the audit trail's "before"). */
  previousStatus: OrderStatus;
  previousPaymentStatus: PaymentStatus;
  /** Set when the order was cancelled: its units, to go back on the shelf (once — this call cancelled it). */
  returnedLines: { productId: string | null; variantId: string | null; quantity: number }[];
};

/**
 * Moves an order one step along the state machine (docs/product.md#order-status, src/shared/order-status.ts), as the
 * vendor who owns its store or an admin; anyone else is told it does not exist. The move is one
 * conditional update (`where status = <from>`), so a stale tab or a double click finds nothing to
 * move and is a 409 that changes nothing. A card order is accepted (and moved on) only once its
 * payment is completed — checked in the same statement. A cancelled order that was paid is marked
 * refund_pending (the caller refunds it); one still unpaid is no longer payable. An order paid on
 * delivery moves without a payment; delivered, it is paid in the same statement, and refused at
 * the door it is cancelled (docs/product.md#pay-on-delivery). Every move writes its tracking entry
 * and order event in the caller's transaction.
 */
export async function transitionOrderStatus(
  db: DbOrTx,
  input: ChangeOrderStatusInput & { orderId: string },
  actor: Actor,
): Promise<OrderStatusChange> {
  const [order] = await db
    .select({
      id: orders.id,
      ownerId: stores.ownerId,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.id, input.orderId));
  if (!order || (actor.role !== 'admin' && order.ownerId !== actor.id)) {
    throw new AppError('not_found', messages.orders.notFound);
  }
  const transition = findTransition(order, input.to);
  if (!transition) {
    throw new AppError(
      'conflict',
      order.status === input.to
        ? messages.fulfilment.staleMove
        : messages.fulfilment.illegalMove.replace('{from}', order.status).replace('{to}', input.to),
    );
  }
  const onDelivery = order.paymentMethod === 'pay_on_delivery';
  const mustBePaid = !onDelivery && order.paymentMethod !== 'whatsapp' && needsCompletedPayment(input.to);
  if (mustBePaid && awaitsCardPayment(order)) {
    throw new AppError('conflict', messages.fulfilment.unpaidCard);
  }
  const cancelling = input.to === 'cancelled';
  // Delivered at the door is paid at the door: both in this one statement (docs/product.md#pay-on-delivery).
  const paidAtDoor = onDelivery && input.to === 'delivered';
  const [moved] = await db
    .update(orders)
    .set({
      status: input.to,
      ...(cancelling
        ? {
            paymentStatus: sql<PaymentStatus>`case ${orders.paymentStatus}
              when 'completed' then 'refund_pending' when 'pending' then 'cancelled'
              when 'on_delivery' then 'cancelled' else ${orders.paymentStatus} end`,
          }
        : {}),
      ...(paidAtDoor ? { paymentStatus: 'completed' as const } : {}),
    })
    .where(
      and(
        eq(orders.id, order.id),
        eq(orders.status, order.status),
        mustBePaid ? eq(orders.paymentStatus, 'completed') : undefined,
        paidAtDoor ? eq(orders.paymentStatus, 'on_delivery') : undefined,
      ),
    )
    .returning({
      id: orders.id,
      status: orders.status,
      paymentStatus: orders.paymentStatus,
      paymentMethod: orders.paymentMethod,
      paymentId: orders.paymentId,
      customerId: orders.customerId,
      storeId: orders.storeId,
      totalAmountKobo: orders.totalAmountKobo,
      commissionKobo: orders.commissionKobo,
      platformDiscountKobo: platformDiscountKobo(),
    });
  if (!moved) throw new AppError('conflict', messages.fulfilment.staleMove);

  await recordTracking(db, [moved.id], {
    status: moved.status,
    location: input.location || null,
    notes: input.notes || transition.notes || defaultTrackingNotes(moved.status),
  });
  await publishOrderEvents(db, [
    {
      orderId: moved.id,
      customerId: moved.customerId,
      storeId: moved.storeId,
      status: moved.status,
      paymentStatus: moved.paymentStatus,
    },
  ]);
  const returnedLines = cancelling
    ? await db
        .select({ productId: orderItems.productId, variantId: orderItems.variantId, quantity: orderItems.quantity })
        .from(orderItems)
        .where(eq(orderItems.orderId, moved.id))
    : [];
  return {
    id: moved.id,
    previousStatus: order.status,
    previousPaymentStatus: order.paymentStatus,
    status: moved.status,
    paymentStatus: moved.paymentStatus,
    paymentMethod: moved.paymentMethod,
    paymentId: moved.paymentId,
    ownerId: order.ownerId,
    storeId: moved.storeId,
    totalAmountKobo: moved.totalAmountKobo,
    commissionKobo: moved.commissionKobo,
    platformDiscountKobo: moved.platformDiscountKobo,
    returnedLines,
  };
}
