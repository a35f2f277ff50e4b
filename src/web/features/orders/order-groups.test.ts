import { expect, test } from 'vitest';
import type { OrderView } from '../../../shared/checkout.ts';
import type { OrderStatus, PaymentStatus } from '../../../shared/constants.ts';
import { isCancelledAttempt, unpaidCheckouts } from './order-groups.ts';

const order = (id: string, reference: string | null, status: OrderStatus, paymentStatus: PaymentStatus): OrderView => ({
  id,
  trackingNumber: `TRK-${id}`,
  storeId: 's',
  storeName: 'Store',
  storeSlug: 'store',
  createdAt: '2026-11-24T10:00:00.000Z',
  totalAmountKobo: 100,
  deliveryFeeKobo: 0,
  status,
  paymentStatus,
  paymentMethod: 'paystack',
  paymentReference: reference,
  shippingAddress: { fullName: 'A', phone: '', address: 'B', city: 'C', state: 'Lagos' },
  items: [],
});

test('A checkout across two stores is one unpaid checkout with both its orders', () => {
  const a = order('a', 'LXP-2', 'pending', 'pending');
  const b = order('b', 'LXP-2', 'pending', 'pending');
  const older = order('c', 'LXP-1', 'pending', 'pending');
  expect(unpaidCheckouts([a, b, older])).toEqual([
    { reference: 'LXP-2', orders: [a, b] },
    { reference: 'LXP-1', orders: [older] },
  ]);
});

test('Paid, cancelled and refunded orders offer no payment', () => {
  expect(
    unpaidCheckouts([
      order('a', 'LXP-1', 'confirmed', 'completed'),
      order('b', 'LXP-2', 'cancelled', 'cancelled'),
      order('c', 'LXP-3', 'cancelled', 'refund_pending'),
      order('d', null, 'pending', 'pending'),
    ]),
  ).toEqual([]);
});

test('An order the vendor accepted before payment stays with its checkout, which a pending order still offers', () => {
  const accepted = order('a', 'LXP-1', 'confirmed', 'pending');
  const pending = order('b', 'LXP-1', 'pending', 'pending');
  expect(unpaidCheckouts([accepted, pending])).toEqual([{ reference: 'LXP-1', orders: [accepted, pending] }]);
  expect(unpaidCheckouts([accepted])).toEqual([]);
});

test('Only an order and payment both cancelled is a cancelled attempt', () => {
  expect(isCancelledAttempt(order('a', 'LXP-1', 'cancelled', 'cancelled'))).toBe(true);
  expect(isCancelledAttempt(order('a', 'LXP-1', 'cancelled', 'refunded'))).toBe(false);
  expect(isCancelledAttempt(order('a', 'LXP-1', 'cancelled', 'refund_pending'))).toBe(false);
  expect(isCancelledAttempt(order('a', 'LXP-1', 'pending', 'pending'))).toBe(false);
});
