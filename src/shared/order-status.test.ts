import { describe, expect, it } from 'vitest';
import { ORDER_STATUSES } from './constants.ts';
import { defaultTrackingNotes, findTransition, needsCompletedPayment, transitionsFrom } from './order-status.ts';

describe('the order state machine (docs/product.md#order-status)', () => {
  it('offers each status its buttons', () => {
    const labels = Object.fromEntries(
      ORDER_STATUSES.map((s) => [s, transitionsFrom(s).map((t) => `${t.label}→${t.to}`)]),
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
      ORDER_STATUSES.filter((to) => findTransition(from, to)).map((to) => `${from}→${to}`),
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
    expect(findTransition('processing', 'shipped')?.asksForShipment).toBe(true);
    expect(findTransition('pending', 'cancelled')?.confirm).toBe('Are you sure you want to cancel this order?');
  });

  it('writes the default notes verbatim', () => {
    expect(defaultTrackingNotes('confirmed')).toBe('Order status updated to confirmed');
    expect(defaultTrackingNotes('delivered')).toBe('Order status updated to delivered');
    expect(defaultTrackingNotes('shipped')).toBe('Order has been shipped and is on the way to customer');
    expect(defaultTrackingNotes('cancelled')).toBe('Order cancelled by vendor');
  });

  it('holds a card order at pending until it is paid', () => {
    expect(ORDER_STATUSES.filter(needsCompletedPayment)).toEqual(['confirmed', 'processing', 'shipped', 'delivered']);
  });
});
