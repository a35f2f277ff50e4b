// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { act, cleanup, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import type { Checkout, PaymentStep, PaymentView } from '../../../../shared/checkout.ts';
import type { PaymentStatus } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { ApiError } from '../../../lib/api.ts';
import type { PlaceOrder } from '../api/place-order.ts';
import { checkoutUi } from '../messages.ts';
import { usePaymentFlow } from './use-payment-flow.ts';

// The server and the provider's popup are stood in for; everything between them is the real code.
const server = vi.hoisted(() => ({
  placeOrder: vi.fn(),
  paySandbox: vi.fn(),
  verifyPayment: vi.fn(),
  cancelPayment: vi.fn(),
  getPayment: vi.fn(),
  payWithPaystack: vi.fn(),
}));
const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
const cart = vi.hoisted(() => ({ checkoutBought: vi.fn(() => true), rememberCheckout: vi.fn() }));

vi.mock('../api/place-order.ts', () => ({ placeOrder: server.placeOrder }));
vi.mock('../api/payments.ts', () => ({
  paySandbox: server.paySandbox,
  verifyPayment: server.verifyPayment,
  cancelPayment: server.cancelPayment,
}));
vi.mock('../api/get-payment.ts', () => ({ getPayment: server.getPayment }));
vi.mock('./paystack-inline.ts', () => ({ payWithPaystack: server.payWithPaystack }));
vi.mock('../../../lib/notify.ts', () => ({ toast }));
vi.mock('../../../entities/cart/cart-checkouts.ts', () => cart);

const REFERENCE = 'LXP-1700000000000-ABCDEF';

const input: PlaceOrder = {
  items: [{ productId: '11111111-1111-4111-8111-111111111111', quantity: 2 }],
  shippingAddress: { fullName: 'Bola Ade', phone: '08012345678', address: '1 Marina', city: 'Lagos', state: 'Lagos' },
  paymentMethod: 'paystack',
};

function checkout(next: PaymentStep): Checkout {
  return {
    reference: REFERENCE,
    provider: 'sandbox',
    paymentMethod: 'paystack',
    amountKobo: 1_250_000,
    status: 'pending',
    orders: [
      { id: 'o1', trackingNumber: 'LXP1', storeName: 'Ada Fabrics', totalAmountKobo: 700_000 },
      { id: 'o2', trackingNumber: 'LXP2', storeName: 'Kemi Shoes', totalAmountKobo: 550_000 },
    ],
    next,
  };
}

const view = (status: PaymentStatus, waiting = false): PaymentView => ({
  reference: REFERENCE,
  provider: 'sandbox',
  paymentMethod: 'paystack',
  amountKobo: 1_250_000,
  status,
  waiting,
  next: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  orders: [],
  short: null,
});

let location = '';
function LocationProbe() {
  location = useLocation().pathname;
  return null;
}
const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/checkout']}>
    {children}
    <LocationProbe />
  </MemoryRouter>
);

function renderFlow() {
  const onBack = vi.fn();
  const { result } = renderHook(() => usePaymentFlow(onBack), { wrapper });
  return { flow: () => result.current, onBack };
}

beforeEach(() => {
  for (const fn of Object.values(server)) fn.mockReset();
  vi.clearAllMocks();
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('placing the order', () => {
  test('places it once with an Idempotency-Key, then opens the sandbox popup with its stores', async () => {
    server.placeOrder.mockResolvedValue(checkout({ kind: 'sandbox' }));
    const { flow } = renderFlow();
    expect(flow().phase).toBe('idle');
    let refusal: Error | null = new Error('not yet');
    await act(async () => {
      refusal = await flow().start(input);
    });
    expect(refusal).toBeNull();
    expect(server.placeOrder).toHaveBeenCalledOnce();
    const [sentInput, key] = server.placeOrder.mock.calls[0]!;
    expect(sentInput).toEqual(input);
    expect(key).toMatch(/^[A-Za-z0-9_.:-]{8,100}$/);
    expect(flow().phase).toBe('paying');
    expect(flow().sandbox).toEqual({
      reference: REFERENCE,
      amountKobo: 1_250_000,
      next: { kind: 'sandbox' },
      storeNames: ['Ada Fabrics', 'Kemi Shoes'],
      orderCount: 2,
    });
  });

  test('a refusal is handed back to the form and the next press is a new attempt (new key)', async () => {
    server.placeOrder.mockRejectedValue(new ApiError('Only 1 left of Ankara wrap', 409, 'conflict'));
    const { flow } = renderFlow();
    let refusal: Error | null = null;
    await act(async () => {
      refusal = await flow().start(input);
    });
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal!.message).toBe('Only 1 left of Ankara wrap');
    expect(flow().phase).toBe('idle');
    await act(async () => {
      await flow().start(input);
    });
    const [first, second] = server.placeOrder.mock.calls.map((call) => call[1]);
    expect(second).not.toBe(first);
  });

  test('an answer lost on the way keeps the key, so the same order sent again is not placed twice', async () => {
    server.placeOrder.mockRejectedValue(new ApiError(checkoutUi.tryAgain, 0, 'network'));
    const { flow } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    await act(async () => {
      await flow().start(input);
    });
    await act(async () => {
      await flow().start({ ...input, paymentMethod: 'whatsapp' });
    });
    const [first, retry, changed] = server.placeOrder.mock.calls.map((call) => call[1]);
    expect(retry).toBe(first);
    expect(changed).not.toBe(first);
  });
});

describe('the sandbox popup', () => {
  async function inSandbox() {
    server.placeOrder.mockResolvedValue(checkout({ kind: 'sandbox' }));
    const rendered = renderFlow();
    await act(async () => {
      await rendered.flow().start(input);
    });
    return rendered;
  }

  test('Pay: the server verifies, the shopper hears success, goes to /profile and the cart empties', async () => {
    const { flow, onBack } = await inSandbox();
    server.paySandbox.mockResolvedValue({});
    server.verifyPayment.mockResolvedValue(view('completed'));
    await act(async () => {
      await flow().pay();
    });
    expect(server.paySandbox).toHaveBeenCalledWith(REFERENCE, 'card');
    expect(server.verifyPayment).toHaveBeenCalledWith(REFERENCE, undefined);
    expect(toast.dismiss).toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(messages.checkout.paymentSuccessful);
    expect(location).toBe('/profile');
    expect(cart.checkoutBought).toHaveBeenCalledExactlyOnceWith(REFERENCE);
    expect(flow().sandbox).toBeNull();
    expect(onBack).not.toHaveBeenCalled();
  });

  test('Pay that does not get through: the popup stays open, the payment unconfirmed, never "Failed to place order"', async () => {
    const { flow } = await inSandbox();
    server.paySandbox.mockRejectedValue(new ApiError('Network error', 0, 'network'));
    let confirmed: boolean | undefined;
    await act(async () => {
      confirmed = await flow().pay();
    });
    expect(confirmed).toBe(false);
    expect(toast.error).not.toHaveBeenCalledWith(messages.checkout.placeOrderFailed);
    expect(server.verifyPayment).not.toHaveBeenCalled();
    expect(flow().sandbox?.reference).toBe(REFERENCE);
    expect(location).toBe('/checkout');
  });

  test('Cancel: the server cancels, the shopper is back at the form with the cart kept', async () => {
    const { flow, onBack } = await inSandbox();
    server.cancelPayment.mockResolvedValue(view('cancelled'));
    await act(async () => {
      await flow().cancel();
    });
    expect(server.cancelPayment).toHaveBeenCalledWith(REFERENCE);
    expect(toast.info).toHaveBeenCalledWith(messages.checkout.paymentCancelled);
    expect(onBack).toHaveBeenCalledOnce();
    expect(flow().phase).toBe('idle');
    expect(flow().sandbox).toBeNull();
    expect(location).toBe('/checkout');
    expect(cart.checkoutBought).not.toHaveBeenCalled();
  });

  test('Cancel after the payment went through (409): it is verified and counts as paid', async () => {
    const { flow, onBack } = await inSandbox();
    server.cancelPayment.mockRejectedValue(new ApiError('Already paid', 409, 'conflict'));
    server.verifyPayment.mockResolvedValue(view('completed'));
    await act(async () => {
      await flow().cancel();
    });
    expect(toast.success).toHaveBeenCalledWith(messages.checkout.paymentSuccessful);
    expect(location).toBe('/profile');
    expect(cart.checkoutBought).toHaveBeenCalledExactlyOnceWith(REFERENCE);
    expect(onBack).not.toHaveBeenCalled();
  });

  test('Cancel while the provider cannot be asked (503): the checkout stays open and is listed on /profile', async () => {
    const { flow } = await inSandbox();
    server.cancelPayment.mockRejectedValue(new ApiError('Provider unavailable', 503, 'internal'));
    await act(async () => {
      await flow().cancel();
    });
    expect(toast.error).toHaveBeenCalledWith(checkoutUi.stillOpen);
    expect(location).toBe('/profile');
    expect(cart.checkoutBought).not.toHaveBeenCalled();
  });

  test('a bank transfer on its way: the shopper waits on /profile, the cart kept', async () => {
    const { flow } = await inSandbox();
    server.paySandbox.mockResolvedValue({});
    server.cancelPayment.mockResolvedValue(view('pending', true));
    await act(async () => {
      await flow().pay('transfer');
    });
    expect(server.paySandbox).toHaveBeenCalledWith(REFERENCE, 'transfer');
    expect(server.verifyPayment).not.toHaveBeenCalled();
    expect(toast.info).toHaveBeenCalledWith(messages.checkout.waitingForTransfer, expect.anything());
    expect(location).toBe('/profile');
    expect(cart.checkoutBought).not.toHaveBeenCalled();
  });

  test('paid but the orders could not be kept: the spec message, and the shopper stays', async () => {
    const { flow, onBack } = await inSandbox();
    server.paySandbox.mockResolvedValue({});
    server.verifyPayment.mockResolvedValue(view('refund_pending'));
    await act(async () => {
      await flow().pay();
    });
    expect(toast.error).toHaveBeenCalledWith(messages.checkout.paymentSucceededOrderFailed, {
      description: messages.promotions.refundedWhy,
      duration: 10_000,
    });
    expect(onBack).toHaveBeenCalledOnce();
    expect(location).toBe('/checkout');
  });

  test('a verify that fails on the way says "still confirming", never "try again"', async () => {
    const { flow } = await inSandbox();
    server.paySandbox.mockResolvedValue({});
    server.verifyPayment.mockRejectedValue(new ApiError('offline', 0, 'network'));
    await act(async () => {
      await flow().pay();
    });
    expect(toast.info).toHaveBeenCalledWith(checkoutUi.stillConfirming);
    expect(toast.error).not.toHaveBeenCalled();
    expect(location).toBe('/profile');
  });
});

describe('the other providers', () => {
  const paystack: PaymentStep = {
    kind: 'paystack',
    accessCode: 'access-1',
    authorizationUrl: 'https://checkout.paystack.com/access-1',
    publicKey: null,
  };

  test("Paystack's popup says success: the server still decides", async () => {
    server.placeOrder.mockResolvedValue(checkout(paystack));
    server.payWithPaystack.mockResolvedValue({ kind: 'success' });
    server.verifyPayment.mockResolvedValue(view('completed'));
    const { flow } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    expect(server.payWithPaystack).toHaveBeenCalledWith('access-1');
    expect(server.verifyPayment).toHaveBeenCalledWith(REFERENCE, undefined);
    expect(toast.success).toHaveBeenCalledWith(messages.checkout.paymentSuccessful);
    expect(location).toBe('/profile');
  });

  test("Paystack's popup closed: the server's cancel decides (cancelled: back at the form)", async () => {
    server.placeOrder.mockResolvedValue(checkout(paystack));
    server.payWithPaystack.mockResolvedValue({ kind: 'cancel' });
    server.cancelPayment.mockResolvedValue(view('cancelled'));
    const { flow, onBack } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    expect(toast.info).toHaveBeenCalledWith(messages.checkout.paymentCancelled);
    expect(onBack).toHaveBeenCalledOnce();
    expect(flow().phase).toBe('idle');
  });

  test("Paystack's own error with nothing paid is a failure, not the shopper's cancel", async () => {
    server.placeOrder.mockResolvedValue(checkout(paystack));
    server.payWithPaystack.mockResolvedValue({ kind: 'error' });
    server.cancelPayment.mockResolvedValue(view('cancelled'));
    const { flow, onBack } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    expect(toast.error).toHaveBeenCalledWith(messages.checkout.placeOrderFailed);
    expect(toast.info).not.toHaveBeenCalled();
    expect(onBack).toHaveBeenCalledOnce();
  });

  test("no Paystack script (blocked, offline): Paystack's own page", async () => {
    server.placeOrder.mockResolvedValue(checkout(paystack));
    server.payWithPaystack.mockRejectedValue(new Error('Paystack could not be loaded'));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { flow } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    expect(assign).toHaveBeenCalledWith('https://checkout.paystack.com/access-1');
    expect(flow().phase).toBe('leaving');
  });

  test('Flutterwave: its hosted page, with the cart kept for the return', async () => {
    server.placeOrder.mockResolvedValue(checkout({ kind: 'flutterwave', link: 'https://flw.test/pay/1' }));
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    const { flow } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    expect(assign).toHaveBeenCalledWith('https://flw.test/pay/1');
    expect(flow().phase).toBe('leaving');
    expect(cart.checkoutBought).not.toHaveBeenCalled();
  });

  test('WhatsApp: the chat opens in a new tab, the order is listed on /profile and the cart empties', async () => {
    server.placeOrder.mockResolvedValue(checkout({ kind: 'whatsapp', url: 'https://wa.me/2348000000000?text=x' }));
    const open = vi.spyOn(window, 'open').mockImplementation(() => null);
    const { flow } = renderFlow();
    await act(async () => {
      await flow().start(input);
    });
    expect(open).toHaveBeenCalledWith('https://wa.me/2348000000000?text=x', '_blank', 'noopener');
    expect(toast.success).toHaveBeenCalledWith(messages.checkout.whatsappPlaced, expect.anything());
    expect(flow().phase).toBe('leaving');
    expect(location).toBe('/profile');
    expect(cart.checkoutBought).toHaveBeenCalledExactlyOnceWith(REFERENCE);
  });

  test('Pay now on an unpaid WhatsApp checkout says how to finish, not "order placed"', async () => {
    vi.spyOn(window, 'open').mockImplementation(() => null);
    const { flow } = renderFlow();
    await act(async () => {
      await flow().resume({
        reference: REFERENCE,
        amountKobo: 1_250_000,
        next: { kind: 'whatsapp', url: 'https://wa.me/2348000000000?text=x' },
        orderCount: 1,
      });
    });
    expect(server.placeOrder).not.toHaveBeenCalled();
    expect(toast.success).toHaveBeenCalledWith(checkoutUi.whatsappResumed, expect.anything());
  });
});
