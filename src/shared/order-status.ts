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
  /**
   * Only for orders paid on delivery (true), or only for the others (false); every order when
   * absent. At the door an order paid on delivery is delivered and paid in one move, or refused
   * (docs/product.md#pay-on-delivery).
   */
  payOnDelivery?: boolean;
  /** The tracking notes when the seller typed none (else defaultTrackingNotes). */
  notes?: string;
};

export const ORDER_TRANSITIONS: readonly OrderTransition[] = [
  { from: 'pending', to: 'confirmed', label: 'Accept Order' },
  { from: 'confirmed', to: 'processing', label: 'Start Processing' },
  { from: 'processing', to: 'shipped', label: 'Ship Order', asksForShipment: true },
  { from: 'shipped', to: 'delivered', label: 'Mark as Delivered', payOnDelivery: false },
  {
    from: 'shipped',
    to: 'delivered',
    label: messages.payOnDelivery.deliveredAndPaid,
    payOnDelivery: true,
    notes: messages.payOnDelivery.deliveredAndPaidNotes,
  },
  {
    from: 'shipped',
    to: 'cancelled',
    label: messages.payOnDelivery.refusedAtDoor,
    payOnDelivery: true,
    confirm: messages.payOnDelivery.confirmRefused,
    notes: messages.payOnDelivery.refusedAtDoor,
  },
  { from: 'pending', to: 'cancelled', label: 'Cancel', confirm: messages.fulfilment.confirmCancel },
  { from: 'confirmed', to: 'cancelled', label: 'Cancel', confirm: messages.fulfilment.confirmCancel },
];

/** The order a move is asked of: where it stands, and how it is paid. */
export type MovableOrder = { status: OrderStatus; paymentMethod: PaymentMethod };

const appliesTo = (t: OrderTransition, order: MovableOrder) =>
  t.payOnDelivery === undefined || t.payOnDelivery === (order.paymentMethod === 'pay_on_delivery');

/** The moves open to an order, in the order their buttons appear. */
export function transitionsFrom(order: MovableOrder): OrderTransition[] {
  return ORDER_TRANSITIONS.filter((t) => t.from === order.status && appliesTo(t, order));
}

export function findTransition(order: MovableOrder, to: OrderStatus): OrderTransition | undefined {
  return ORDER_TRANSITIONS.find((t) => t.from === order.status && t.to === to && appliesTo(t, order));
}

/**
 * A card order is not accepted, nor moved on, before its money arrives: an
 * unpaid card checkout may still be abandoned or expire. A WhatsApp order is paid to Oja and
 * confirmed by an admin, so it keeps its own flow; an order paid on delivery is paid at the door,
 * when it is delivered.
 */
export function needsCompletedPayment(to: OrderStatus): boolean {
  return to === 'confirmed' || to === 'processing' || to === 'shipped' || to === 'delivered';
}

/** Whether a move of this order must wait for its payment: a card order not yet paid. */
export function awaitsCardPayment(order: { paymentMethod: PaymentMethod; paymentStatus: PaymentStatus }): boolean {
  return (
    order.paymentMethod !== 'whatsapp' &&
    order.paymentMethod !== 'pay_on_delivery' &&
    order.paymentStatus !== 'completed'
  );
}

/** The tracking notes of a move when the vendor typed none. */
export function defaultTrackingNotes(to: OrderStatus): string {
  if (to === 'shipped') return messages.fulfilment.shippedNotes;
  if (to === 'cancelled') return messages.fulfilment.cancelledNotes;
  return messages.fulfilment.statusUpdatedNotes.replace('{status}', to);
}
