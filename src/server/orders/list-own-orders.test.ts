import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { payInSandbox, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import type { OrdersPage } from '../../shared/checkout.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

/**
 * A shopper with, newest first: a checkout still unpaid, a paid order the vendor then cancelled
 * (its money goes back), and a checkout cancelled before any payment (an abandoned attempt).
 */
async function shopperWithAttempt() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const attempt = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
  expect((await shopper.post(`/api/payments/${attempt.reference}/cancel`)).status).toBe(200);
  const paid = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }]);
  const { transactionId } = await payInSandbox(shopper, paid.reference);
  expect((await shopper.post(`/api/payments/${paid.reference}/verify`, { transactionId })).status).toBe(200);
  const paidOrder = paid.orders[0]!.id;
  expect((await shop.vendor.post(`/api/vendor/orders/${paidOrder}/status`, { to: 'cancelled' })).status).toBe(200);
  const unpaid = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
  return { shopper, attempt: attempt.orders[0]!.id, paid: paidOrder, unpaid: unpaid.orders[0]!.id };
}

describe("a customer's orders without the cancelled attempts", () => {
  it('lists every order, cancelled attempts included, when not asked otherwise', async () => {
    const { shopper, attempt, paid, unpaid } = await shopperWithAttempt();
    const page = (await (await shopper.get('/api/orders')).json()) as OrdersPage;
    expect(page.orders.map((o) => [o.id, o.status, o.paymentStatus === 'cancelled'])).toEqual([
      [unpaid, 'pending', false],
      [paid, 'cancelled', false],
      [attempt, 'cancelled', true],
    ]);
  });

  it('leaves out checkouts cancelled before any payment, and keeps a paid order that was cancelled', async () => {
    const { shopper, paid, unpaid } = await shopperWithAttempt();
    const res = await shopper.get('/api/orders?cancelledAttempts=exclude');
    expect(res.status).toBe(200);
    const page = (await res.json()) as OrdersPage;
    expect(page.orders.map((o) => o.id)).toEqual([unpaid, paid]);
    expect(page.hasMore).toBe(false);
  });

  it('refuses any other value, naming the field (400)', async () => {
    const shopper = await server.signedIn('customer');
    const res = await shopper.get('/api/orders?cancelledAttempts=maybe');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ cancelledAttempts: 'Use include or exclude' });
  });
});
