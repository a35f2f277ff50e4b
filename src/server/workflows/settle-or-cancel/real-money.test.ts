import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { ordersOf, paymentRow, placeCheckout, stockOf, twoStoreShop } from '../../test/checkout-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';
import { jobs, paymentIssues, products, refunds } from '../../db/schema.ts';
import { expireCheckout } from './settle-or-cancel.ts';
import { settleFromWebhookJob, expireCheckoutJob } from './settle-or-cancel.ts';
import { paystackEnv } from '../../test/provider-env.ts';

/**
 * Every payment outcome as Paystack really reports it (its fake follows the documents:
 * fees added to the amount, transfers still on their way, refunds queued then settled by event).
 */
const paystack = createFakePaystack();
let fake: RunningFake;
let server: TestServer;

beforeAll(async () => {
  fake = await paystack.start();
  server = await startTestServer({
    env: paystackEnv(paystack, fake),
  });
});
afterAll(async () => {
  await server.close();
  await fake.close();
});

async function paidAfterStockGone() {
  const shop = await twoStoreShop(server);
  const shopper = await server.signedIn('customer');
  const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
  await shopper.post(`/api/payments/${checkout.reference}/cancel`);
  await server.db.update(products).set({ stockQuantity: 0 }).where(eq(products.id, shop.kettle.id));
  paystack.pay(checkout.reference);
  await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
  return { shop, shopper, checkout };
}

async function refundsOf(reference: string) {
  const payment = await paymentRow(server, reference);
  return server.db.select().from(refunds).where(eq(refunds.paymentId, payment.id));
}

async function openIssuesOf(reference: string) {
  const payment = await paymentRow(server, reference);
  return server.db
    .select()
    .from(paymentIssues)
    .where(and(eq(paymentIssues.paymentId, payment.id), eq(paymentIssues.status, 'open')));
}

describe('a bank transfer still on its way', () => {
  it("a cancel from Paystack's popup keeps the checkout waiting, its stock reserved", async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    paystack.awaitTransfer(checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'pending', waiting: true });
    expect((await ordersOf(server, checkout.reference)).map((o) => o.status)).toEqual(['pending']);
    expect(await stockOf(server, shop.kettle.id)).toBe(8);
  });

  it('the webhook settles it when the transfer arrives', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.awaitTransfer(checkout.reference);
    await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    paystack.pay(checkout.reference);
    const { body, headers } = paystack.signedWebhook(paystack.chargeSuccessEvent(checkout.reference));
    await server.agent().post('/api/payments/webhooks/paystack', body, headers);
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect((await ordersOf(server, checkout.reference))[0]!.paymentStatus).toBe('completed');
  });

  it('a cancel the provider calls abandoned cancels and returns the stock', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 2 }]);
    const res = await shopper.post(`/api/payments/${checkout.reference}/cancel`);
    expect(await res.json()).toMatchObject({ status: 'cancelled', waiting: false });
    expect(await stockOf(server, shop.kettle.id)).toBe(10);
  });
});

describe('fees passed to the customer', () => {
  it('settle on the requested amount and record the fees', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.passFeesToCustomer();
    try {
      paystack.pay(checkout.reference);
      const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
      expect(res.status).toBe(200);
      const payment = await paymentRow(server, checkout.reference);
      expect(payment.status).toBe('completed');
      expect(payment.feesKobo).toBeGreaterThan(0);
    } finally {
      paystack.passFeesToCustomer(false);
    }
  });

  it('a payment of less than was asked is refused and put on the Needs attention list', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.setAmount(checkout.reference, 100_000);
    paystack.pay(checkout.reference);
    const res = await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe('The payment does not match this checkout');
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
    const [issue] = await openIssuesOf(checkout.reference);
    expect(issue).toMatchObject({ kind: 'amount_mismatch', reportedAmountKobo: 100_000, reportedCurrency: 'NGN' });
  });

  it("a mismatch keeps Paystack's transaction id, so the admin's refund can name the transaction", async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.setAmount(checkout.reference, 100_000);
    const transactionId = paystack.pay(checkout.reference);
    await shopper.post(`/api/payments/${checkout.reference}/verify`, {});
    expect((await paymentRow(server, checkout.reference)).providerTransactionId).toBe(transactionId);
  });
});

describe('refunds are asynchronous', () => {
  it('a refund stays pending until Paystack says it was processed', async () => {
    const { checkout } = await paidAfterStockGone();
    await server.drainJobs();
    expect((await refundsOf(checkout.reference)).map((r) => r.status)).toEqual(['pending']);
    expect((await ordersOf(server, checkout.reference))[0]!.paymentStatus).toBe('refund_pending');
    const { body, headers } = paystack.settleRefund(checkout.reference, 'processed');
    await server.agent().post('/api/payments/webhooks/paystack', body, headers);
    await server.drainJobs();
    expect((await refundsOf(checkout.reference)).map((r) => r.status)).toEqual(['processed']);
    expect((await ordersOf(server, checkout.reference))[0]!.paymentStatus).toBe('refunded');
  });

  it('a failed refund goes to the Needs attention list and the payment stays refund pending', async () => {
    const { checkout } = await paidAfterStockGone();
    await server.drainJobs();
    const { body, headers } = paystack.settleRefund(checkout.reference, 'failed');
    await server.agent().post('/api/payments/webhooks/paystack', body, headers);
    await server.drainJobs();
    expect((await refundsOf(checkout.reference)).map((r) => r.status)).toEqual(['failed']);
    expect((await paymentRow(server, checkout.reference)).status).toBe('refund_pending');
    expect((await openIssuesOf(checkout.reference)).map((i) => i.kind).sort()).toEqual([
      'paid_after_cancel',
      'refund_failed',
    ]);
  });

  it('a refund whose answer was lost is found again, never sent twice', async () => {
    paystack.dropConnectionAfterNextRefund();
    const { checkout } = await paidAfterStockGone();
    await server.drainJobs(); // the refund reached Paystack; its answer did not reach Oja
    await server.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(jobs.status, 'pending'));
    await server.drainJobs(); // the retry asks Paystack first
    expect(paystack.refunds.filter((r) => r.reference === checkout.reference)).toHaveLength(1);
    expect((await refundsOf(checkout.reference))[0]!.providerRefundId).not.toBeNull();
  });
});

describe('expiry asks the provider first', () => {
  it('a checkout paid without any webhook or verify is settled, not cancelled', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.pay(checkout.reference);
    const payment = await paymentRow(server, checkout.reference);
    await expireCheckout(server.deps, payment.id);
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
    expect(await stockOf(server, shop.kettle.id)).toBe(9);
  });

  it('a provider that cannot be reached is asked again later, and nothing is cancelled', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    const payment = await paymentRow(server, checkout.reference);
    paystack.down('verify', 'unavailable');
    try {
      await expireCheckout(server.deps, payment.id);
    } finally {
      paystack.up();
    }
    expect((await paymentRow(server, checkout.reference)).status).toBe('pending');
    expect(await stockOf(server, shop.kettle.id)).toBe(9);
    const again = await server.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, expireCheckoutJob.kind),
          sql`${jobs.payload}->>'attempt' = '1'`,
          sql`${jobs.payload}->>'paymentId' = ${payment.id}`,
        ),
      );
    expect(again).toHaveLength(1);
  });
});

describe('a webhook while the provider is down', () => {
  it('is asked again later instead of given up after a few minutes', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.pay(checkout.reference);
    paystack.down('verify', 'unavailable');
    try {
      const { body, headers } = paystack.signedWebhook(paystack.chargeSuccessEvent(checkout.reference));
      await server.agent().post('/api/payments/webhooks/paystack', body, headers);
      await server.drainJobs();
    } finally {
      paystack.up();
    }
    const again = await server.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, settleFromWebhookJob.kind),
          eq(jobs.status, 'pending'),
          sql`${jobs.payload}->>'reference' = ${checkout.reference}`,
        ),
      );
    expect(again.map((j) => j.payload)).toEqual([expect.objectContaining({ attempt: 1 })]);
    await server.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(eq(jobs.id, again[0]!.id));
    await server.drainJobs();
    expect((await paymentRow(server, checkout.reference)).status).toBe('completed');
  });
});

describe('Idempotency-Key', () => {
  it('reused with a different cart is a 422 and makes no second checkout', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }], { key: 'same-key-0001' });
    const res = await shopper.post(
      '/api/checkout',
      {
        items: [{ productId: shop.mat.id, quantity: 1 }],
        shippingAddress: { address: '1 Broad St', city: 'Lagos', state: 'Lagos' },
        paymentMethod: 'paystack',
      },
      { 'idempotency-key': 'same-key-0001' },
    );
    expect(res.status).toBe(422);
    expect((await errorOf(res)).message).toBe('This Idempotency-Key was used for a different checkout');
    expect(await stockOf(server, shop.mat.id)).toBe(10);
  });
});
