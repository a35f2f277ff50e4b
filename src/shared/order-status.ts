import type { OrderStatus, PaymentMethod, PaymentStatus } from './constants.ts';
import { messages } from './messages.ts';

/**
 * The order state machine (docs/product.md#order-status), once: the server enforces it and the dashboards draw their
 * buttons from it. A vendor (or an admin) moves an order one step forward, or cancels it while it
 * is pending or confirmed; delivered and cancelled are final.
 */
export type OrderTransition = {
  from: OrderStatus;
  to: OrderStatus;
  /** The button's label. */
  label: string;
  /** Ship Order asks for an optional location and notes first. */
  asksForShipment?: true;
  /** Cancel asks "Are you sure…?" first. */
  confirm?: string;
};

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending', to: 'confirmed', label: 'Accept Order' },
  { from: 'confirmed', to: 'processing', label: 'Start Processing' },
  { from: 'processing', to: 'shipped', label: 'Ship Order', asksForShipment: true },
  { from: 'shipped', to: 'delivered', label: 'Mark as Delivered' },
  { from: 'pending', to: 'cancelled', label: 'Cancel', confirm: messages.fulfilment.confirmCancel },
  { from: 'confirmed', to: 'cancelled', label: 'Cancel', confirm: messages.fulfilment.confirmCancel },
];

/** The moves open to an order in `status`, in the order their buttons appear. */
export function transitionsFrom(status: OrderStatus): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === status);
}

export function findTransition(from: OrderStatus, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === from && t.to === to);
}

/** Statuses an order must have to move to `to` (cancel comes from two). */
export function sourcesOf(to: OrderStatus): OrderStatus[] {
  return ORDER_TRANSITIONS.filter((t) => t.to === to).map((t) => t.from);
}

/**
 * A card order is not accepted, nor moved on, before its money arrives: an
 * unpaid card checkout may still be abandoned or expire. A WhatsApp order is paid to Oja and
 * confirmed by an admin, so it keeps its own flow.
 */
export function needsCompletedPayment(to: OrderStatus): boolean {
  return to === 'confirmed' || to === 'processing' || to === 'shipped' || to === 'delivered';
}

/** Whether a move of this order must wait for its payment: a card order not yet paid. */
export function awaitsCardPayment(order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): boolean {
  return order.paymentMethod !== 'whatsapp' && order.paymentStatus !== 'completed';
}

/** The tracking notes of a move when the vendor typed none. */
export function defaultTrackingNotes(to: OrderStatus): string {
  if (to === 'shipped') return messages.fulfilment.shippedNotes;
  if (to === 'cancelled') return messages.fulfilment.cancelledNotes;
  return messages.fulfilment.statusUpdatedNotes.replace('{status}', to);
}
