import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { ordersOf, paymentRow, placeCheckout, trackingOf, twoStoreShop } from '../test/checkout-helpers.ts';
import type { OrderEvent, OrdersPage, TrackingEntry } from '../../shared/checkout.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

describe("a customer's orders", () => {
  it('lists their own orders newest first with store, items, totals and both statuses', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const first = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    const second = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const res = await shopper.get('/api/orders');
    expect(res.status).toBe(200);
    const page = (await res.json()) as OrdersPage;
    expect(page.hasMore).toBe(false);
    expect(page.orders.map((o) => o.trackingNumber)).toEqual([
      second.orders[0]!.trackingNumber,
      first.orders[0]!.trackingNumber,
    ]);
    expect(page.orders[1]).toMatchObject({
      storeName: shop.stores[0].name,
      totalAmountKobo: 650_000,
      deliveryFeeKobo: 150_000,
      status: 'pending',
      paymentStatus: 'pending',
      paymentMethod: 'paystack',
      paymentReference: first.reference,
      items: [{ productName: 'Kettle', quantity: 2, priceKobo: 250_000 }],
    });
  });

  it("never lists another customer's orders", async () => {
    const shop = await twoStoreShop(server);
    await placeCheckout(await server.signedIn('customer'), [{ productId: shop.kettle.id, quantity: 1 }]);
    const stranger = await server.signedIn('customer');
    const page = (await (await stranger.get('/api/orders')).json()) as OrdersPage;
    expect(page.orders).toEqual([]);
  });

  it('pages ten orders at a time', async () => {
    const shop = await twoStoreShop(server, { kettle: 100, mat: 100 });
    const shopper = await server.signedIn('customer');
    for (let i = 0; i < 11; i++) await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const one = (await (await shopper.get('/api/orders?page=1')).json()) as OrdersPage;
    const two = (await (await shopper.get('/api/orders?page=2')).json()) as OrdersPage;
    expect([one.orders.length, one.hasMore, two.orders.length, two.hasMore]).toEqual([10, true, 1, false]);
  });

  it('reads the tracking of their own order, oldest first', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    const res = await shopper.get(`/api/orders/${checkout.orders[0]!.id}/tracking`);
    expect(res.status).toBe(200);
    const { tracking } = (await res.json()) as { tracking: TrackingEntry[] };
    expect(tracking.map((t) => [t.status, t.notes, t.location])).toEqual([
      ['Order Placed', 'Your order has been received and is being processed', null],
      ['cancelled', 'Payment was cancelled, so the order was cancelled', null],
    ]);
  });

  it("another customer's order tracking is not found (404)", async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    const stranger = await server.signedIn('customer');
    const res = await stranger.get(`/api/orders/${checkout.orders[0]!.id}/tracking`);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Order not found');
  });
});

describe('marking a WhatsApp order paid', () => {
  async function whatsappOrder() {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(
      shopper,
      [
        { productId: shop.kettle.id, quantity: 1 },
        { productId: shop.mat.id, quantity: 1 },
      ],
      { paymentMethod: 'whatsapp' },
    );
    return { shop, shopper, checkout };
  }

  it("the store's vendor cannot mark it paid (403): the money goes to Oja, so only an admin confirms it", async () => {
    const { shop, checkout } = await whatsappOrder();
    const res = await shop.vendor.post(`/api/orders/${checkout.orders[0]!.id}/mark-paid`);
    expect(res.status).toBe(403);
    expect((await ordersOf(server, checkout.reference)).map((o) => o.paymentStatus)).toEqual(['pending', 'pending']);
  });

  it('an admin marks it paid; the payment completes once every order of the checkout is paid', async () => {
    const { checkout } = await whatsappOrder();
    const [first, second] = checkout.orders;
    const res = await (await server.signedIn('admin')).post(`/api/orders/${first!.id}/mark-paid`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ order: { id: first!.id, paymentStatus: 'completed' } });
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
    await (await server.signedIn('admin')).post(`/api/orders/${second!.id}/mark-paid`);
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect((await trackingOf(server, first!.id)).map((t) => t.status)).toEqual(['Order Placed', 'Payment received']);
  });

  it('an admin may mark it paid', async () => {
    const { checkout } = await whatsappOrder();
    const admin = await server.signedIn('admin');
    expect((await admin.post(`/api/orders/${checkout.orders[0]!.id}/mark-paid`)).status).toBe(200);
  });

  it('another vendor cannot mark it paid (403) and nothing changes', async () => {
    const { checkout } = await whatsappOrder();
    const other = await server.signedIn('vendor');
    const res = await other.post(`/api/orders/${checkout.orders[0]!.id}/mark-paid`);
    expect(res.status).toBe(403);
    expect((await ordersOf(server, checkout.reference)).every((o) => o.paymentStatus === 'pending')).toBe(true);
  });

  it('the customer cannot mark their own order paid (403)', async () => {
    const { shopper, checkout } = await whatsappOrder();
    const res = await shopper.post(`/api/orders/${checkout.orders[0]!.id}/mark-paid`);
    expect(res.status).toBe(403);
  });

  it('marking it paid twice is a 409 and records one payment', async () => {
    const { checkout } = await whatsappOrder();
    const id = checkout.orders[0]!.id;
    await (await server.signedIn('admin')).post(`/api/orders/${id}/mark-paid`);
    const again = await (await server.signedIn('admin')).post(`/api/orders/${id}/mark-paid`);
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe('This order cannot be marked paid');
    expect(await trackingOf(server, id)).toHaveLength(2);
  });

  it('a card order is never marked paid by hand (409)', async () => {
    const shop = await twoStoreShop(server);
    const checkout = await placeCheckout(await server.signedIn('customer'), [
      { productId: shop.kettle.id, quantity: 1 },
    ]);
    const res = await (await server.signedIn('admin')).post(`/api/orders/${checkout.orders[0]!.id}/mark-paid`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('Only WhatsApp orders are marked paid by hand');
  });
});

/** Reads server-sent events from a live response. */
function eventReader(res: Response) {
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  return {
    async next(timeoutMs = 5000): Promise<{ event: string; data: string }> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (block.startsWith(':')) continue;
          const event = /^event: (.*)$/m.exec(block)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(block)?.[1] ?? '';
          return { event, data };
        }
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        const chunk = await Promise.race([
          reader.read(),
          new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in time')), left)),
        ]);
        if (chunk.done) throw new Error('stream ended');
        buffer += chunk.value;
      }
    },
    close: () => reader.cancel(),
  };
}

async function subscribe(agent: Agent) {
  const res = await agent.get('/api/orders/events');
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events = eventReader(res);
  expect((await events.next()).event).toBe('ready');
  return events;
}

describe('live order updates (server-sent events)', () => {
  it('tell the customer when one of their orders changes', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], {
      paymentMethod: 'whatsapp',
    });
    const events = await subscribe(shopper);
    try {
      await (await server.signedIn('admin')).post(`/api/orders/${checkout.orders[0]!.id}/mark-paid`);
      const event = await events.next();
      expect(event.event).toBe('order');
      expect(JSON.parse(event.data) as OrderEvent).toEqual({
        orderId: checkout.orders[0]!.id,
        status: 'pending',
        paymentStatus: 'completed',
      });
    } finally {
      await events.close();
    }
  });

  it("tell a subscriber nothing about another customer's orders", async () => {
    const shop = await twoStoreShop(server);
    const owner = await server.signedIn('customer');
    const stranger = await server.signedIn('customer');
    const theirs = await placeCheckout(owner, [{ productId: shop.kettle.id, quantity: 1 }]);
    const mine = await placeCheckout(stranger, [{ productId: shop.mat.id, quantity: 1 }]);
    const events = await subscribe(stranger);
    try {
      await owner.post(`/api/payments/${theirs.reference}/cancel`);
      await stranger.post(`/api/payments/${mine.reference}/cancel`);
      // The first event the stranger hears of is their own cancellation.
      expect(JSON.parse((await events.next()).data)).toMatchObject({
        orderId: mine.orders[0]!.id,
        status: 'cancelled',
      });
    } finally {
      await events.close();
    }
  });

  it('end when the process stops listening, so the browser reconnects through the balancer to a node that stays', async () => {
    const stopping = await startTestServer({ sameDatabaseAs: server });
    try {
      const shopper = await stopping.signedIn('customer');
      const events = await subscribe(shopper);
      stopping.deps.lifecycle.close();
      await expect(events.next()).rejects.toThrow('stream ended');
    } finally {
      await stopping.close();
    }
  });

  it('are refused to a signed-out visitor (401)', async () => {
    const res = await server.agent().get('/api/orders/events');
    expect(res.status).toBe(401);
  });

  it('reach a subscriber of one app process when another process changes the order (LISTEN/NOTIFY)', async () => {
    const other = await startTestServer({ sameDatabaseAs: server });
    try {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
      const events = await subscribe(shopper);
      try {
        // The same shopper on another device, served by the other process.
        const elsewhere = await other.signInAgain(shopper);
        expect((await elsewhere.post(`/api/payments/${checkout.reference}/cancel`)).status).toBe(200);
        expect(JSON.parse((await events.next()).data)).toMatchObject({
          orderId: checkout.orders[0]!.id,
          status: 'cancelled',
        });
      } finally {
        await events.close();
      }
    } finally {
      await other.close();
    }
  });
});
