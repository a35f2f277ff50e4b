import { expect, test } from 'vitest';
import { orderReturnText, shortOrderId, trackingStatusText } from './order-text.ts';

test('an order is named by the first 8 characters of its id', () => {
  expect(shortOrderId('1a2b3c4d-5e6f-7081-92a3-b4c5d6e7f809')).toBe('1a2b3c4d');
});

test('tracking statuses read as headings', () => {
  expect(trackingStatusText('Order Placed')).toBe('Order Placed');
  expect(trackingStatusText('Payment received')).toBe('Payment received');
  expect(trackingStatusText('cancelled')).toBe('Cancelled');
  expect(trackingStatusText('shipped')).toBe('Shipped');
});

test('an order card tells an accepted return by its refund and how far the refund got', () => {
  expect(orderReturnText({ status: 'accepted', refundKobo: 2_400_000, refundStatus: 'pending' })).toBe(
    'Return accepted: refund of ₦24,000.00 on its way to you',
  );
  expect(orderReturnText({ status: 'accepted', refundKobo: 2_400_000, refundStatus: 'processed' })).toBe(
    'Return accepted: refund of ₦24,000.00 returned to you',
  );
});

test('an order card tells a return not accepted by where it stands', () => {
  expect(orderReturnText({ status: 'open', refundKobo: null, refundStatus: null })).toBe(
    'Return requested: waiting for the store to decide',
  );
  expect(orderReturnText({ status: 'escalated', refundKobo: null, refundStatus: null })).toBe(
    'Return requested: with Oja for a decision',
  );
  expect(orderReturnText({ status: 'declined', refundKobo: null, refundStatus: null })).toBe(
    'Return requested: declined by the store',
  );
  expect(orderReturnText({ status: 'rejected', refundKobo: null, refundStatus: null })).toBe(
    'Return requested: declined by Oja',
  );
});
