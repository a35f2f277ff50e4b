// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { ReturnRequestView } from '../../../../shared/schemas/returns.ts';
import { messages } from '../../../../shared/messages.ts';
import { AdminReturnCard } from './admin-return-card.tsx';
import { VendorReturnCard } from './vendor-return-card.tsx';

const RETURN_ID = 'b1b2c3d4-0000-4000-8000-000000000001';

const makeRequest = (overrides: Partial<ReturnRequestView> = {}): ReturnRequestView => ({
  id: RETURN_ID,
  orderId: 'a1b2c3d4-0000-4000-8000-000000000001',
  trackingNumber: 'LXP1700000000000ABCDEF',
  storeName: 'Ada Fabrics',
  customerName: 'Bisi Returns',
  status: 'open',
  reason: 'damaged',
  comment: 'The lid is cracked',
  items: [{ orderItemId: 'i1', productName: 'Kettle', quantity: 1, lineKobo: 1_000_000 }],
  itemsKobo: 1_000_000,
  refundKobo: null,
  refundStatus: null,
  declineReason: null,
  photos: [
    {
      id: 'p1',
      thumbUrl: '/api/returns/x/photos/p1/thumb',
      url: '/api/returns/x/photos/p1/large',
      width: 1280,
      height: 960,
    },
    {
      id: 'p2',
      thumbUrl: '/api/returns/x/photos/p2/thumb',
      url: '/api/returns/x/photos/p2/large',
      width: 1280,
      height: 960,
    },
  ],
  decidedAt: null,
  escalatedAt: null,
  receivedAt: null,
  createdAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

type Sent = { method: string; path: string; body: unknown };
let sent: Sent[];
let answer: { status: number; body: unknown };

beforeEach(() => {
  sent = [];
  answer = { status: 200, body: { returnId: RETURN_ID, status: 'accepted' } };
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
});

function withQueries(children: ReactNode) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe("the vendor's return card", () => {
  test('accepting sends the refund typed in naira as kobo to the vendor endpoint', async () => {
    const user = userEvent.setup();
    render(withQueries(<VendorReturnCard request={makeRequest()} />));
    const refund = screen.getByLabelText('Refund (₦)');
    expect((refund as HTMLInputElement).value).toBe('10000.00');
    await user.clear(refund);
    await user.type(refund, '8000.50');
    await user.click(screen.getByRole('button', { name: 'Accept and refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent).toEqual([
      { method: 'POST', path: `/api/vendor/returns/${RETURN_ID}/accept`, body: { refundKobo: 800_050 } },
    ]);
  });

  test('declining sends the reason to the vendor endpoint', async () => {
    const user = userEvent.setup();
    render(withQueries(<VendorReturnCard request={makeRequest()} />));
    await user.type(screen.getByLabelText('Reason to decline'), 'Used item');
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: `/api/vendor/returns/${RETURN_ID}/decline`,
      body: { reason: 'Used item' },
    });
  });

  test('a refund the server refuses is named under the refund field', async () => {
    const user = userEvent.setup();
    answer = {
      status: 400,
      body: {
        error: {
          code: 'invalid_input',
          message: messages.returns.refundTooLarge,
          fields: { refundKobo: messages.returns.refundTooLarge },
        },
      },
    };
    render(withQueries(<VendorReturnCard request={makeRequest()} />));
    await user.click(screen.getByRole('button', { name: 'Accept and refund' }));
    const refund = screen.getByLabelText('Refund (₦)');
    await waitFor(() => expect(refund.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(messages.returns.refundTooLarge)).toBeTruthy();
  });

  test('an accepted request awaiting its goods offers "Item received back" and no decision', async () => {
    const user = userEvent.setup();
    render(
      withQueries(
        <VendorReturnCard
          request={makeRequest({
            status: 'accepted',
            refundKobo: 800_000,
            refundStatus: 'pending',
            decidedAt: '2026-11-21T10:00:00.000Z',
          })}
        />,
      ),
    );
    expect(screen.getByText(/Accepted: refund of ₦8,000\.00/)).toBeTruthy();
    expect(screen.queryByLabelText('Refund (₦)')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Item received back' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ method: 'POST', path: `/api/vendor/returns/${RETURN_ID}/received` });
  });

  test('the customer photos are thumbnails; one opens larger in a dialog', async () => {
    const user = userEvent.setup();
    render(withQueries(<VendorReturnCard request={makeRequest()} />));
    const photos = screen.getByRole('list', { name: 'Photos from the customer' });
    expect(within(photos).getAllByRole('button')).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Open Photos from the customer, 2 of 2' }));
    const dialog = await screen.findByRole('dialog');
    const large = within(dialog).getByRole('img', { name: 'Photos from the customer, 2 of 2' });
    expect(large.getAttribute('src')).toBe('/api/returns/x/photos/p2/large');
  });
});

describe("the admin's return card", () => {
  test('an escalated request names the store and the decision goes to the admin endpoint', async () => {
    const user = userEvent.setup();
    render(
      withQueries(
        <AdminReturnCard
          request={makeRequest({
            status: 'escalated',
            declineReason: 'Colour as pictured',
            decidedAt: '2026-11-21T10:00:00.000Z',
            escalatedAt: '2026-11-22T10:00:00.000Z',
          })}
        />,
      ),
    );
    const card = screen.getByRole('article', { name: /^Escalated return on order/ });
    expect(card.textContent).toContain('Bisi Returns · Ada Fabrics · Damaged');
    expect(card.textContent).toContain('Store declined: “Colour as pictured”');
    await user.click(screen.getByRole('button', { name: 'Accept and refund' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'POST',
      path: `/api/admin/returns/${RETURN_ID}/decide`,
      body: { decision: 'accept', refundKobo: 1_000_000 },
    });
  });

  test('a decided request shows what was decided and offers no decision', () => {
    render(
      withQueries(
        <AdminReturnCard
          request={makeRequest({
            status: 'rejected',
            declineReason: 'Worn',
            decidedAt: '2026-11-23T10:00:00.000Z',
            escalatedAt: '2026-11-22T10:00:00.000Z',
          })}
        />,
      ),
    );
    const card = screen.getByRole('article', { name: /^Return on order/ });
    expect(card.textContent).toContain('Declined by Oja');
    expect(card.textContent).toContain('Oja declined: “Worn”');
    expect(screen.queryByRole('button', { name: 'Accept and refund' })).toBeNull();
  });
});
