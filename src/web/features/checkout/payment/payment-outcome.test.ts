import { expect, test } from 'vitest';
import type { PaymentView } from '../../../../shared/checkout.ts';
import type { PaymentStatus } from '../../../../shared/constants.ts';
import { ApiError } from '../../../lib/api.ts';
import { confirmPayment, outcomeOf, POLL_DELAYS_MS, settleCancelledWith, settlePaidWith } from './payment-outcome.ts';

const view = (status: PaymentStatus, waiting = false): PaymentView => ({
  reference: 'LXP-1-ABC',
  provider: 'sandbox',
  paymentMethod: 'paystack',
  amountKobo: 100,
  status,
  waiting,
  next: status === 'pending' ? { kind: 'sandbox' } : null,
  createdAt: '2026-11-24T10:00:00.000Z',
  orders: [],
  short: null,
});

const noWait = async () => {};
const refused = (status: number) => new ApiError('refused', status, status === 503 ? 'unavailable' : 'conflict');
const unexpected = (what: string) => async (): Promise<never> => {
  throw new Error(`${what} was not expected`);
};

test('Each payment status leads to one of the checkout outcomes', () => {
  expect(outcomeOf(view('completed'))).toBe('completed');
  expect(outcomeOf(view('refund_pending'))).toBe('refunded');
  expect(outcomeOf(view('refunded'))).toBe('refunded');
  expect(outcomeOf(view('cancelled'))).toBe('cancelled');
  expect(outcomeOf(view('pending'))).toBe('pending');
  expect(outcomeOf(view('failed'))).toBe('failed');
});

test('A pending payment whose transfer is on its way is waiting, not pending', () => {
  expect(outcomeOf(view('pending', true))).toBe('waiting');
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
    wait: noWait,
  });
  expect(pending).toBe('pending');
  expect(gets).toBe(POLL_DELAYS_MS.length);
  gets = 0;
  expect(
    await confirmPayment({
      verify: async () => view('refunded'),
      get: async () => (gets++, view('pending')),
      wait: noWait,
    }),
  ).toBe('refunded');
  expect(gets).toBe(0);
});

test('A transfer on its way is not polled: the shopper hears at once that it is waiting', async () => {
  let gets = 0;
  const outcome = await confirmPayment({
    verify: async () => view('pending', true),
    get: async () => (gets++, view('pending', true)),
    wait: noWait,
  });
  expect(outcome).toBe('waiting');
  expect(gets).toBe(0);
});

test('A payment the provider took short is told as short, not as still confirming', async () => {
  const outcome = await settlePaidWith({
    verify: async () => {
      throw new ApiError('The payment does not match this checkout', 409, 'conflict');
    },
    get: async () => ({ ...view('pending'), next: null, short: { paidKobo: 90 } }),
    wait: noWait,
  });
  expect(outcome).toBe('short');
  expect(outcomeOf({ ...view('pending', false), short: { paidKobo: 90 } })).toBe('short');
});

test('A verify that fails after the provider said "paid" is still confirming, never failed', async () => {
  const outcome = await settlePaidWith({
    verify: async () => {
      throw new ApiError('The payment does not match this checkout', 409, 'conflict');
    },
    get: async () => view('pending'),
    wait: noWait,
  });
  expect(outcome).toBe('pending');
  const lost = await settlePaidWith({
    verify: async () => view('pending'),
    get: async () => {
      throw new ApiError('Network error', 0, 'network');
    },
    wait: noWait,
  });
  expect(lost).toBe('pending');
});

test('A cancel the server carried out is cancelled', async () => {
  expect(await settleCancelledWith(async () => view('cancelled'), unexpected('verify'))).toBe('cancelled');
});

test('A cancel answered with a transfer on its way keeps the checkout waiting', async () => {
  expect(await settleCancelledWith(async () => view('pending', true), unexpected('verify'))).toBe('waiting');
});

test('A cancel for a checkout the provider says was paid is completed', async () => {
  expect(await settleCancelledWith(async () => view('completed'), unexpected('verify'))).toBe('completed');
});

test('A cancel for a checkout paid whose orders could not be kept tells the shopper to contact support', async () => {
  expect(await settleCancelledWith(async () => view('refund_pending'), unexpected('verify'))).toBe('refunded');
});

test('A cancel refused because the payment completed meanwhile (409) is verified', async () => {
  let verified = 0;
  const outcome = await settleCancelledWith(
    async () => {
      throw refused(409);
    },
    async () => (verified++, 'completed'),
  );
  expect(outcome).toBe('completed');
  expect(verified).toBe(1);
});

test('A cancel the provider could not be asked about (503) leaves the checkout open, not cancelled', async () => {
  const outcome = await settleCancelledWith(async () => {
    throw refused(503);
  }, unexpected('verify'));
  expect(outcome).toBe('unsettled');
});

test('A cancel whose answer was lost on the way leaves the checkout open, not cancelled', async () => {
  const outcome = await settleCancelledWith(async () => {
    throw new ApiError('Network error', 0, 'network');
  }, unexpected('verify'));
  expect(outcome).toBe('unsettled');
});

test('A cancel refused for another reason (a payment not found) failed', async () => {
  const outcome = await settleCancelledWith(async () => {
    throw new ApiError('Payment not found', 404, 'not_found');
  }, unexpected('verify'));
  expect(outcome).toBe('failed');
});
