import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES, type PaymentMethod } from './constants.ts';
import {
  awaitsCardPayment,
  defaultTrackingNotes,
  findTransition,
  needsCompletedPayment,
  transitionsFrom,
} from './order-status.ts';

const card = (status: (typeof ORDER_STATUSES)[number]) => ({ status, paymentMethod: 'paystack' as PaymentMethod });
const atDoor = (status: (typeof ORDER_STATUSES)[number]) => ({
  status,
  paymentMethod: 'pay_on_delivery' as PaymentMethod,
});

describe('the order state machine (docs/product.md#order-status)', () => {
  it('offers each status its buttons', () => {
    const labels = Object.fromEntries(
      ORDER_STATUSES.map((s) => [s, transitionsFrom(card(s)).map((t) => `${t.label}→${t.to}`)]),
    );
    expect(labels).toEqual({
      pending: ['Accept Order→confirmed', 'Cancel→cancelled'],
      confirmed: ['Start Processing→processing', 'Cancel→cancelled'],
      processing: ['Ship Order→shipped'],
      shipped: ['Mark as Delivered→delivered'],
      delivered: [],
      cancelled: [],
    });
  });

  it('allows exactly six moves and refuses every other pair', () => {
    const legal = ORDER_STATUSES.flatMap((from) =>
      ORDER_STATUSES.filter((to) => findTransition(card(from), to)).map((to) => `${from}→${to}`),
    );
    expect(legal).toEqual([
      'pending→confirmed',
      'pending→cancelled',
      'confirmed→processing',
      'confirmed→cancelled',
      'processing→shipped',
      'shipped→delivered',
    ]);
  });

  it('asks for a shipment and confirms a cancel', () => {
    expect(findTransition(card('processing'), 'shipped')?.asksForShipment).toBe(true);
    expect(findTransition(card('pending'), 'cancelled')?.confirm).toBe('Are you sure you want to cancel this order?');
  });

  it('writes the default notes verbatim', () => {
    expect(defaultTrackingNotes('confirmed')).toBe('Order status updated to confirmed');
    expect(defaultTrackingNotes('delivered')).toBe('Order status updated to delivered');
    expect(defaultTrackingNotes('shipped')).toBe('Order has been shipped and is on the way to customer');
    expect(defaultTrackingNotes('cancelled')).toBe('Order cancelled by vendor');
  });

  it('holds a card order at pending until it is paid', () => {
    expect(ORDER_STATUSES.filter(needsCompletedPayment)).toEqual(['confirmed', 'processing', 'shipped', 'delivered']);
    expect(awaitsCardPayment({ paymentMethod: 'paystack', paymentStatus: 'pending' })).toBe(true);
  });
});

describe('an order paid on delivery (docs/product.md#pay-on-delivery)', () => {
  it('is delivered and paid, or refused, at the door; never plainly marked delivered', () => {
    expect(transitionsFrom(atDoor('shipped')).map((t) => `${t.label}→${t.to}`)).toEqual([
      'Delivered and paid→delivered',
      'Refused at the door→cancelled',
    ]);
    expect(findTransition(atDoor('shipped'), 'cancelled')).toMatchObject({
      confirm: 'Did the customer refuse this order at the door?',
      notes: 'Refused at the door',
    });
    expect(findTransition(atDoor('shipped'), 'delivered')?.notes).toBe('Delivered, and paid at the door');
  });

  it('moves like any order before it ships, and a card order is never refused at the door', () => {
    for (const status of ['pending', 'confirmed', 'processing'] as const) {
      expect(transitionsFrom(atDoor(status))).toEqual(transitionsFrom(card(status)));
    }
    expect(findTransition(card('shipped'), 'cancelled')).toBeUndefined();
  });

  it('is accepted, processed and shipped without waiting for a payment', () => {
    expect(awaitsCardPayment({ paymentMethod: 'pay_on_delivery', paymentStatus: 'on_delivery' })).toBe(false);
  });
});
