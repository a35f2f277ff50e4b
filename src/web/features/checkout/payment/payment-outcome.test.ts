import { expect, test } from 'vitest';
import type { PaymentView } from '../../../../shared/checkout.ts';
import type { PaymentStatus } from '../../../../shared/constants.ts';
import { confirmPayment, outcomeOf, POLL_DELAYS_MS } from './payment-outcome.ts';

const view = (status: PaymentStatus): PaymentView => ({
  reference: 'LXP-1-ABC',
  provider: 'sandbox',
  paymentMethod: 'paystack',
  amountKobo: 100,
  status,
  orders: [],
});

test('Each payment status leads to one of the spec’s outcomes', () => {
  expect(outcomeOf('completed')).toBe('completed');
  expect(outcomeOf('refund_pending')).toBe('refunded');
  expect(outcomeOf('refunded')).toBe('refunded');
  expect(outcomeOf('cancelled')).toBe('cancelled');
  expect(outcomeOf('pending')).toBe('pending');
  expect(outcomeOf('failed')).toBe('failed');
});

test('A payment still pending after verify is looked at again until it settles', async () => {
  const answers: PaymentStatus[] = ['pending', 'pending', 'completed'];
  const waits: number[] = [];
  const outcome = await confirmPayment({
    verify: async () => view('pending'),
    get: async () => view(answers.shift()!),
    wait: async (ms) => void waits.push(ms),
  });
  expect(outcome).toBe('completed');
  expect(waits).toEqual(POLL_DELAYS_MS.slice(0, 3));
});

test('A payment pending through every look stays pending; a settled verify is not polled', async () => {
  let gets = 0;
  const pending = await confirmPayment({
    verify: async () => view('pending'),
    get: async () => (gets++, view('pending')),
    wait: async () => {},
  });
  expect(pending).toBe('pending');
  expect(gets).toBe(POLL_DELAYS_MS.length);
  gets = 0;
  expect(
    await confirmPayment({
      verify: async () => view('refunded'),
      get: async () => (gets++, view('pending')),
      wait: async () => {},
    }),
  ).toBe('refunded');
  expect(gets).toBe(0);
});
