import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { ordersOf, paymentRow, placeCheckout, stockOf, twoStoreShop } from '../../test/checkout-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';
import { products } from '../../db/schema.ts';

/**
 * The whole checkout through the real adapters, against local fakes of Paystack and Flutterwave
 * that follow their documented endpoints and signatures. No test reaches the internet.
 */
const paystack = createFakePaystack();
const flutterwave = createFakeFlutterwave();
let fakes: RunningFake[] = [];
let server: TestServer;

beforeAll(async () => {
  fakes = [await paystack.start(), await flutterwave.start()];
  server = await startTestServer({
    env: {
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_fake_oja',
      PAYSTACK_BASE_URL: fakes[0]!.baseUrl,
      FLUTTERWAVE_SECRET_KEY: flutterwave.secretKey,
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-fake-X',
      FLUTTERWAVE_WEBHOOK_HASH: flutterwave.webhookHash,
      FLUTTERWAVE_BASE_URL: fakes[1]!.baseUrl,
    },
  });
});
afterAll(async () => {
  await server.close();
  await Promise.all(fakes.map((f) => f.close()));
});

describe('Paystack', () => {
  it('initializes on the server in kobo and hands the browser the access code for the popup', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    expect(checkout.provider).toBe('paystack');
    if (checkout.next.kind !== 'paystack') throw new Error('expected the Paystack step');
    expect(checkout.next.accessCode).not.toBe('');
    expect(checkout.next.publicKey).toBe('pk_test_fake_oja');
    const init = paystack.requests.find(
      (r) => r.path === '/transaction/initialize' && (r.body as { reference: string }).reference === checkout.reference,
    );
    expect(init?.body).toMatchObject({ amount: 400_000, email: shopper.email, currency: 'NGN' });
  });

  it('a signed charge.success webhook settles the checkout after verify', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.pay(checkout.reference);
    const { body, headers } = paystack.signedWebhook(paystack.chargeSuccessEvent(checkout.reference));
    const res = await server.agent().post('/api/payments/webhooks/paystack', body, headers);
    expect(res.status).toBe(200);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect((await ordersOf(server, checkout.reference))[0]!.paymentStatus).toBe('completed');
  });

  it('a webhook signed with another key is refused and changes nothing', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.pay(checkout.reference);
    const forger = createFakePaystack({ secretKey: 'sk_test_not_ours' });
    const { body, headers } = forger.signedWebhook(paystack.chargeSuccessEvent(checkout.reference));
    const res = await server.agent().post('/api/payments/webhooks/paystack', body, headers);
    expect(res.status).toBe(401);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
  });

  it('a verify reporting a different amount is refused', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.pay(checkout.reference);
    paystack.setAmount(checkout.reference, 100);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(res.status).toBe(409);
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
  });

  it('a success after the stock was sold elsewhere is refunded through Paystack', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    await server.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, shop.kettle.id));
    paystack.pay(checkout.reference);
    await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    await server.drainJobs();
    // Paystack queues refunds: Oja says "Refund pending" until Paystack says it was processed.
    expect((await paymentRow(server, checkout.reference)).status).toBe('refund_pending');
    expect(paystack.refunds).toContainEqual(expect.objectContaining({ reference: checkout.reference }));
    const { body, headers } = paystack.settleRefund(checkout.reference, 'processed');
    expect((await server.agent().post('/api/payments/webhooks/paystack', body, headers)).status).toBe(200);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('refunded');
    expect(await stockOf(server, shop.kettle.id)).toBe(0);
  });

  it('a provider that cannot be reached gives the stock back and says so (503)', async () => {
    const down = await startTestServer({
      env: { PAYSTACK_SECRET_KEY: 'sk_test_x', PAYSTACK_BASE_URL: 'http://127.0.0.1:9/' },
    });
    try {
      const shop = await twoStoreShop(down);
      const shopper = await down.signedIn('customer');
      const res = await shopper.post('/api/checkout', {
        items: [{ productId: shop.kettle.id, quantity: 3 }],
        shippingAddress: { address: '1 Broad St', city: 'Lagos', state: 'Lagos' },
        paymentMethod: 'paystack',
      });
      expect(res.status).toBe(503);
      expect((await errorOf(res)).message).toBe('The payment service is not responding. Please try again in a moment.');
      expect(await stockOf(down, shop.kettle.id)).toBe(10);
    } finally {
      await down.close();
    }
  });
});

describe('Flutterwave', () => {
  it('initializes in naira with card, bank transfer and USSD, and sends the shopper to its hosted page', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'flutterwave',
    });
    if (checkout.next.kind !== 'flutterwave') throw new Error('expected the Flutterwave step');
    expect(checkout.next.link).toMatch(/^https:\/\/checkout\.flutterwave\.com\//);
    const init = flutterwave.requests.find(
      (r) => r.path === '/v3/payments' && (r.body as { tx_ref: string }).tx_ref === checkout.reference,
    );
    expect(init?.body).toMatchObject({ amount: 2700, currency: 'NGN', payment_options: 'card, banktransfer, ussd' });
  });

  it('the return page verifies by transaction id and settles the checkout', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'flutterwave',
    });
    const transactionId = flutterwave.pay(checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, { transactionId });
    expect(await res.json()).toMatchObject({ status: 'completed' });
  });

  it('a verif-hash webhook settles the checkout; a wrong hash is refused', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
      paymentMethod: 'flutterwave',
    });
    flutterwave.pay(checkout.reference);
    const { body, headers } = flutterwave.signedWebhook(flutterwave.chargeCompletedEvent(checkout.reference));
    const forged = await server.agent().post('/api/payments/webhooks/flutterwave', body, { 'verif-hash': 'guess' });
    expect(forged.status).toBe(401);
    const res = await server.agent().post('/api/payments/webhooks/flutterwave', body, headers);
    expect(res.status).toBe(200);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
  });
});
