import { expect, test } from 'vitest';
import { shortOrderId, trackingStatusText } from './order-text.ts';

test('an order is named by the first 8 characters of its id', () => {
  expect(shortOrderId('1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809')).toBe('1a2b3c4d');
});

test('tracking statuses read as headings', () => {
  expect(trackingStatusText('Order Placed')).toBe('Order Placed');
  expect(trackingStatusText('Payment received')).toBe('Payment received');
  expect(trackingStatusText('cancelled')).toBe('Cancelled');
  expect(trackingStatusText('shipped')).toBe('Shipped');
});
