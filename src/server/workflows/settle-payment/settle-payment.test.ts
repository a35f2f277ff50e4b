import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, SANDBOX_SECRET, startTestServer, type TestServer } from '../../test/harness.ts';
import {
  ordersOf,
  paymentRow,
  payInSandbox,
  placeCheckout,
  stockOf,
  trackingOf,
  twoStoreShop,
} from '../../test/checkout-helpers.ts';
import { products, sandboxTransactions } from '../../db/schema.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxWebhook } from '../../payments/providers/sandbox.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

async function paidCheckout() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [
    { productId: shop.kettle.id, quantity: 2 },
    { productId: shop.mat.id, quantity: 1 },
  ]);
  return { shop, shopper, checkout };
}

const webhookFor = (reference: string, transactionId: string, event = 'charge.success') => {
  const body = JSON.stringify({ event, data: { id: transactionId, reference, status: 'success' } });
  return { body, headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(body, SANDBOX_SECRET) } };
};

describe('settling a payment (decision 0011)', () => {
  it("the sandbox's signed webhook settles the payment and every order of the checkout", async () => {
    const { shopper, checkout } = await paidCheckout();
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    expect(await paymentRow(server, checkout.reference)).toMatchObject({ status: 'completed' });
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['pending', 'completed'],
      ['pending', 'completed'],
    ]);
    const tracking = await trackingOf(server, rows[0]!.id);
    expect(tracking.map((t) => t.status)).toEqual(['Order Placed', 'Payment received']);
  });

  it('verify from the browser settles it too, and the webhook arriving later changes nothing', async () => {
    const { shopper, checkout } = await paidCheckout();
    await payInSandbox(shopper, checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      status: 'completed',
      orders: [{ paymentStatus: 'completed' }, { paymentStatus: 'completed' }],
    });
    await server.drainJobs();
    const [order] = await ordersOf(server, checkout.reference);
    expect((await trackingOf(server, order!.id)).map((t) => t.status)).toEqual(['Order Placed', 'Payment received']);
  });

  it('verify before any payment leaves the checkout pending', async () => {
    const { shopper, checkout } = await paidCheckout();
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'pending' });
  });

  it('every webhook delivered three times in shuffled order changes the state once', async () => {
    const { shopper, checkout } = await paidCheckout();
    const { transactionId } = await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const other = await paidCheckout();
    const otherTxn = await payInSandbox(other.shopper, other.checkout.reference);
    const deliveries = [
      webhookFor(checkout.reference, transactionId),
      webhookFor(other.checkout.reference, otherTxn.transactionId),
      webhookFor(checkout.reference, transactionId, 'charge.dispute.create'),
    ].flatMap((w) => [w, w, w]);
    deliveries.sort(() => Math.random() - 0.5);
    const provider = server.agent();
    for (const delivery of deliveries) {
      const res = await provider.post('/api/payments/webhooks/sandbox', delivery.body, delivery.headers);
      expect(res.status).toBe(200);
    }
    await server.drainJobs();
    for (const reference of [checkout.reference, other.checkout.reference]) {
      expect((await paymentRow(server, reference)).status).toBe('completed');
      for (const order of await ordersOf(server, reference)) {
        expect((await trackingOf(server, order.id)).map((t) => t.status)).toEqual(['Order Placed', 'Payment received']);
      }
    }
  });

  it('a webhook with a forged signature is refused with 401 and changes nothing', async () => {
    const { shopper, checkout } = await paidCheckout();
    const { transactionId } = await payInSandbox(shopper, checkout.reference);
    const forged = webhookFor(checkout.reference, transactionId);
    const res = await server
      .agent()
      .post('/api/payments/webhooks/sandbox', forged.body, { [SANDBOX_SIGNATURE_HEADER]: 'f'.repeat(128) });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: 'Invalid signature' });
    const missing = await server.agent().post('/api/payments/webhooks/sandbox', forged.body);
    expect(missing.status).toBe(401);
    // The sandbox's own delivery is still queued; only the forged ones were refused.
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
  });

  it('a verify whose amount does not match the checkout is refused and leaves it pending', async () => {
    const { shopper, checkout } = await paidCheckout();
    await server.db.insert(sandboxTransactions).values({
      reference: checkout.reference,
      amountKobo: 100, // ₦1 paid for a ₦6,200 order
      status: 'success',
    });
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('The payment does not match this checkout');
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
    expect((await ordersOf(server, checkout.reference)).every((o) => o.paymentStatus === 'pending')).toBe(true);
  });

  it("another customer's payment is not found: read, verify, cancel and pay all answer 404", async () => {
    const { checkout } = await paidCheckout();
    const stranger = await server.signedIn('customer');
    const calls = [
      stranger.get(`/api/payments/${checkout.reference}`),
      stranger.post(`/api/payments/${checkout.reference}/verify`, {}),
      stranger.post(`/api/payments/${checkout.reference}/cancel`),
      stranger.post(`/api/payments/sandbox/${checkout.reference}/pay`),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(404);
      expect((await errorOf(res)).message).toBe('Payment not found');
    }
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
  });
});

describe('cancelling a checkout (decision 0011)', () => {
  it('cancels its orders with a tracking entry and returns their stock: "Payment cancelled"', async () => {
    const { shop, shopper, checkout } = await paidCheckout();
    const res = await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'cancelled' });
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['cancelled', 'cancelled'],
      ['cancelled', 'cancelled'],
    ]);
    expect((await trackingOf(server, rows[0]!.id)).map((t) => t.status)).toEqual(['Order Placed', 'cancelled']);
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    expect(await stockOf(server, shop.mat.id)).toBe(10);
  });

  it('returns the stock once, however often it is repeated', async () => {
    const { shop, shopper, checkout } = await paidCheckout();
    for (let i = 0; i < 3; i++) {
      expect((await shopper.post(`/api/payments/${checkout.reference}/cancel`)).status).toBe(200);
    }
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
    const [order] = await ordersOf(server, checkout.reference);
    expect(await trackingOf(server, order!.id)).toHaveLength(2);
  });

  it('a paid checkout cannot be cancelled (409) and keeps its orders', async () => {
    const { shopper, checkout } = await paidCheckout();
    await payInSandbox(shopper, checkout.reference);
    await server.drainJobs();
    const res = await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('This payment has already been completed');
    expect((await ordersOf(server, checkout.reference)).every((o) => o.status === 'pending')).toBe(true);
  });
});

describe('a success that arrives after cancellation (docs/product.md#late-payments)', () => {
  it('revives and pays the orders when their stock can still be taken', async () => {
    const { shop, shopper, checkout } = await paidCheckout();
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    await payInSandbox(shopper, checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(await res.json()).toMatchObject({ status: 'completed' });
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['pending', 'completed'],
      ['pending', 'completed'],
    ]);
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
  });

  it('marks the payment for refund and refunds it through the sandbox when the stock is gone', async () => {
    const { shop, shopper, checkout } = await paidCheckout();
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    await server.db.update(products).set({ stockQuantity: 1 }).where(eq(products.id, shop.kettle.id));
    await payInSandbox(shopper, checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    // The refund job may already have run by the time the answer is read.
    expect(['refund_pending', 'refunded']).toContain(((await res.json()) as { status: string }).status);
    expect(await stockOf(server, shop.kettle.id)).toBe(1);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('refunded');
    const [txn] = await server.db
      .select()
      .from(sandboxTransactions)
      .where(eq(sandboxTransactions.reference, checkout.reference));
    expect(txn!.status).toBe('reversed');
    const rows = await ordersOf(server, checkout.reference);
    expect(rows.map((o) => [o.status, o.paymentStatus])).toEqual([
      ['cancelled', 'refunded'],
      ['cancelled', 'refunded'],
    ]);
  });
});
