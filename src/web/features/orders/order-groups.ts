import type { OrderView } from '../../../shared/checkout.ts';

/**
 * A checkout given up before any payment: its order and its payment were both cancelled. Not an
 * order paid on delivery: nothing is paid before the door, so a cancelled one was a real order.
 */
export const isCancelledAttempt = (order: Pick<OrderView, 'status' | 'paymentStatus' | 'paymentMethod'>) =>
  order.status === 'cancelled' && order.paymentStatus === 'cancelled' && order.paymentMethod !== 'pay_on_delivery';

/** A checkout placed and not paid yet, with its orders as the list has them (one per store). */
export type UnpaidCheckoutGroup = { reference: string; orders: OrderView[] };

/**
 * The unpaid checkouts among the listed orders, newest first: one per payment reference (a
 * checkout across two stores is two orders and one payment), for one Pay now and one Cancel each.
 * A checkout counts while one of its orders is still pending with its payment pending.
 */
export function unpaidCheckouts(orders: readonly OrderView[]): UnpaidCheckoutGroup[] {
  const groups = new Map<string, OrderView[]>();
  for (const order of orders) {
    if (order.status === 'pending' && order.paymentStatus === 'pending' && order.paymentReference) {
      groups.set(order.paymentReference, []);
    }
  }
  for (const order of orders) {
    if (order.paymentReference && order.paymentStatus === 'pending') groups.get(order.paymentReference)?.push(order);
  }
  return [...groups].map(([reference, members]) => ({ reference, orders: members }));
}
