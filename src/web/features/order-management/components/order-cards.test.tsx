// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ManagedOrder } from '../../../../shared/fulfilment.ts';
import type { OrderStatus, PaymentMethod, PaymentStatus } from '../../../../shared/constants.ts';
import { messages } from '../../../../shared/messages.ts';
import { orderManagementMessages } from '../messages.ts';
import { AdminOrderCard } from './admin-order-card.tsx';
import { VendorOrderCard } from './vendor-order-card.tsx';

const toast = vi.hoisted(() => ({ success: vi.fn(), error: vi.fn(), info: vi.fn(), dismiss: vi.fn() }));
vi.mock('../../../lib/notify.ts', () => ({ toast }));

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';

const makeOrder = (status: OrderStatus, paymentStatus: PaymentStatus, paymentMethod: PaymentMethod): ManagedOrder => ({
  id: ORDER_ID,
  trackingNumber: 'LXP1700000000000ABCDEF',
  storeId: 'store-1',
  storeName: 'Ada Fabrics',
  createdAt: '2026-11-20T10:00:00.000Z',
  customerName: 'Bola Ade',
  customerEmail: 'bola@example.com',
  customerPhone: '08012345678',
  totalAmountKobo: 1_250_000,
  deliveryFeeKobo: 150_000,
  commissionKobo: 0,
  money: { basis: 'expected', netKobo: 1_250_000, commissionKobo: 0, platformCreditKobo: 0, refundedKobo: 0 },
  status,
  paymentStatus,
  paymentMethod,
  shippingAddress: { fullName: 'Bola Ade', phone: '08012345678', address: '1 Marina', city: 'Lagos', state: 'Lagos' },
  items: [{ productId: 'p1', productName: 'Ankara wrap', quantity: 2, priceKobo: 550_000, image: null }],
});

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { id: ORDER_ID, status: 'confirmed', paymentStatus: 'pending' } };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://oja.test'), init);
      const text = await request.text();
      sent.push({ method: request.method, path: new URL(request.url).pathname, body: text ? JSON.parse(text) : null });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.clearAllMocks();
});

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("the vendor's order card", () => {
  test('a move posts to the vendor endpoint, toasts the spec words and refreshes the list', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn().mockResolvedValue(undefined);
    render(
      withQueries(<VendorOrderCard order={makeOrder('pending', 'completed', 'paystack')} onChanged={onChanged} />),
    );
    await user.click(screen.getByRole('button', { name: /^Accept Order/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent).toEqual([
      { method: 'POST', path: `/api/vendor/orders/${ORDER_ID}/status`, body: { to: 'confirmed' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith(messages.fulfilment.updated);
  });

  test('a refusal toasts the server message and still refreshes the list', async () => {
    const user = userEvent.setup();
    answer = { status: 409, body: { error: { code: 'conflict', message: messages.fulfilment.staleMove } } };
    const onChanged = vi.fn().mockResolvedValue(undefined);
    render(
      withQueries(<VendorOrderCard order={makeOrder('shipped', 'completed', 'paystack')} onChanged={onChanged} />),
    );
    await user.click(screen.getByRole('button', { name: /^Mark as Delivered/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(toast.error).toHaveBeenCalledWith(
      messages.fulfilment.updateFailed.replace('{msg}', messages.fulfilment.staleMove),
    );
    expect(toast.success).not.toHaveBeenCalled();
  });

  test('an unpaid WhatsApp order says it awaits payment to Oja, with no Mark as Paid', () => {
    render(withQueries(<VendorOrderCard order={makeOrder('pending', 'pending', 'whatsapp')} onChanged={vi.fn()} />));
    expect(screen.getByText(orderManagementMessages.awaitingPaymentToOja)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Mark as Paid/ })).toBeNull();
  });

  test('the payment-to-Oja note goes once the order is paid or cancelled', () => {
    render(withQueries(<VendorOrderCard order={makeOrder('pending', 'completed', 'whatsapp')} onChanged={vi.fn()} />));
    expect(screen.queryByText(orderManagementMessages.awaitingPaymentToOja)).toBeNull();
    cleanup();
    render(withQueries(<VendorOrderCard order={makeOrder('cancelled', 'pending', 'whatsapp')} onChanged={vi.fn()} />));
    expect(screen.queryByText(orderManagementMessages.awaitingPaymentToOja)).toBeNull();
  });
});

describe("the admin's order card", () => {
  test('a move posts to the admin endpoint', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn().mockResolvedValue(undefined);
    render(withQueries(<AdminOrderCard order={makeOrder('pending', 'pending', 'whatsapp')} onChanged={onChanged} />));
    await user.click(screen.getByRole('button', { name: /^Accept Order/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ method: 'POST', path: `/api/admin/orders/${ORDER_ID}/status`, body: { to: 'confirmed' } }]);
    expect(toast.success).toHaveBeenCalledWith(messages.fulfilment.updated);
    expect(screen.queryByText(orderManagementMessages.awaitingPaymentToOja)).toBeNull();
  });

  test('Mark as Paid posts to mark-paid and says so', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn().mockResolvedValue(undefined);
    render(withQueries(<AdminOrderCard order={makeOrder('pending', 'pending', 'whatsapp')} onChanged={onChanged} />));
    await user.click(screen.getByRole('button', { name: /^Mark as Paid/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ method: 'POST', path: `/api/orders/${ORDER_ID}/mark-paid`, body: null }]);
    expect(toast.success).toHaveBeenCalledWith(messages.fulfilment.markedPaid);
  });

  test('Mark refunded posts to mark-refunded and says so', async () => {
    const user = userEvent.setup();
    const onChanged = vi.fn().mockResolvedValue(undefined);
    render(
      withQueries(
        <AdminOrderCard order={makeOrder('cancelled', 'refund_pending', 'whatsapp')} onChanged={onChanged} />,
      ),
    );
    await user.click(screen.getByRole('button', { name: /^Mark refunded/ }));
    await waitFor(() => expect(onChanged).toHaveBeenCalledOnce());
    expect(sent).toEqual([{ method: 'POST', path: `/api/admin/orders/${ORDER_ID}/mark-refunded`, body: null }]);
    expect(toast.success).toHaveBeenCalledWith(messages.orders.markedRefunded);
  });
});
