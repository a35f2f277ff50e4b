import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHmac } from 'node:crypto';
import { and, count, eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { checkoutBody, stockOf, twoStoreShop } from '../../test/checkout-helpers.ts';
import { jobs, orders, payments } from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';
import type { PaymentSetup } from '../../../shared/checkout.ts';
import type { PaymentMethod } from '../../../shared/constants.ts';
import { settleFromWebhookJob } from '../settle-or-cancel/settle-or-cancel.ts';

/**
 * A checkout offers only the methods this marketplace has set up, and
 * the sandbox stands in for a card provider in production only when the operator names it.
 */

const PAYSTACK_SECRET = 'sk_test_oja_payment_methods';
/** Paystack's published webhook addresses (docs/payment-providers.md#paystack-webhooks). */
const PAYSTACK_IPS = ['52.31.139.75', '52.49.173.169', '52.214.14.220'];

/** Production as an operator deploys it; nothing here reaches a real provider. */
const production = (env: Record<string, string> = {}) => startTestServer({ env: { NODE_ENV: 'production', ...env } });
const paystackKeys = {
  PAYSTACK_SECRET_KEY: PAYSTACK_SECRET,
  PAYSTACK_PUBLIC_KEY: 'pk_test_oja_payment_methods',
  // Unreachable: a test that lets a job run must not call anyone.
  PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
};

async function setupOf(server: TestServer): Promise<PaymentSetup> {
  const res = await server.agent().get('/api/checkout/methods');
  expect(res.status).toBe(200);
  return (await res.json()) as PaymentSetup;
}

async function rowCounts(server: TestServer) {
  const [p] = await server.db.select({ n: count() }).from(payments);
  const [o] = await server.db.select({ n: count() }).from(orders);
  return { payments: p!.n, orders: o!.n };
}

describe('production with Paystack keys only', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await production({ ...paystackKeys, PAYSTACK_WEBHOOK_IPS: PAYSTACK_IPS.join(',') });
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers Paystack alone, not in test mode', async () => {
    expect(await setupOf(server)).toEqual({ methods: ['paystack'], testMode: false });
  });

  it.each<PaymentMethod>(['flutterwave', 'whatsapp'])(
    'refuses a checkout paying by %s with a 400 naming paymentMethod, and writes nothing',
    async (method) => {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const before = await rowCounts(server);
      const res = await shopper.post(
        '/api/checkout',
        checkoutBody([{ productId: shop.kettle.id, quantity: 2 }], method),
      );
      expect(res.status).toBe(400);
      expect(await errorOf(res)).toEqual({
        code: 'invalid_input',
        message: messages.checkout.methodUnavailable,
        fields: { paymentMethod: messages.checkout.methodUnavailable },
      });
      expect(await rowCounts(server)).toEqual(before);
      expect(await stockOf(server, shop.kettle.id)).toBe(10);
    },
  );

  describe('Paystack webhooks with PAYSTACK_WEBHOOK_IPS', () => {
    const reference = 'LXP-1732450000000-WEBHOOK';
    const body = JSON.stringify({ event: 'charge.success', data: { reference, id: 302961, status: 'success' } });
    // Signed as Paystack documents it: hex HMAC-SHA512 of the raw body with the secret key.
    const signature = createHmac('sha512', PAYSTACK_SECRET).update(body).digest('hex');
    const headers = { 'content-type': 'application/json', 'x-paystack-signature': signature };

    async function queuedFor(ref: string) {
      const [row] = await server.db
        .select({ n: count() })
        .from(jobs)
        .where(and(eq(jobs.kind, settleFromWebhookJob.kind), sql`${jobs.payload}->>'reference' = ${ref}`));
      return row!.n;
    }

    it('refuses a correctly signed webhook from another address with 403, and queues nothing', async () => {
      const res = await server.agent('198.51.100.7').post('/api/payments/webhooks/paystack', body, headers);
      expect(res.status).toBe(403);
      expect((await errorOf(res)).code).toBe('forbidden');
      expect(await queuedFor(reference)).toBe(0);
    });

    it('accepts one from a listed address and queues its confirmation', async () => {
      const res = await server.agent('52.49.173.169').post('/api/payments/webhooks/paystack', body, headers);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ received: true });
      await server.drainJobs(); // the job finds no such payment and is done; nothing is left running
      expect(await queuedFor(reference)).toBe(1);
    });

    it('still refuses a badly signed webhook from a listed address', async () => {
      const res = await server
        .agent('52.31.139.75')
        .post('/api/payments/webhooks/paystack', body, { ...headers, 'x-paystack-signature': 'f'.repeat(128) });
      expect(res.status).toBe(401);
    });
  });
});

describe('production with Paystack keys and WHATSAPP_NUMBER', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await production({ ...paystackKeys, WHATSAPP_NUMBER: '0803 123 4567' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers Paystack and WhatsApp', async () => {
    expect(await setupOf(server)).toEqual({ methods: ['paystack', 'whatsapp'], testMode: false });
  });

  it('sends a WhatsApp checkout to the marketplace number, never the demo one', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.mat.id, quantity: 1 }], 'whatsapp'),
    );
    expect(res.status).toBe(201);
    const { next } = (await res.json()) as { next: { kind: string; url: string } };
    expect(next.kind).toBe('whatsapp');
    expect(next.url.startsWith('https://wa.me/2348031234567?text=')).toBe(true);
  });
});

describe('production with PAYMENT_SANDBOX=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await production({ PAYMENT_SANDBOX: 'true' });
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers both card methods through the sandbox, in test mode', async () => {
    expect(await setupOf(server)).toEqual({ methods: ['paystack', 'flutterwave'], testMode: true });
  });

  it('takes a Flutterwave checkout with the sandbox', async () => {
    const shop = await twoStoreShop(server);
    const shopper = await server.signedIn('customer');
    const res = await shopper.post(
      '/api/checkout',
      checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], 'flutterwave'),
    );
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ provider: 'sandbox', paymentMethod: 'flutterwave' });
  });
});

describe('production with nothing configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await production();
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers no method, so the checkout can say payment is not set up yet', async () => {
    expect(await setupOf(server)).toEqual({ methods: [], testMode: false });
  });

  it.each<PaymentMethod>(['paystack', 'flutterwave', 'whatsapp'])(
    'refuses a checkout paying by %s, and writes nothing',
    async (method) => {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const res = await shopper.post(
        '/api/checkout',
        checkoutBody([{ productId: shop.kettle.id, quantity: 1 }], method),
      );
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ paymentMethod: messages.checkout.methodUnavailable });
      expect(await rowCounts(server)).toEqual({ payments: 0, orders: 0 });
      expect(await stockOf(server, shop.kettle.id)).toBe(10);
    },
  );
});

describe('outside production without keys', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('offers every method, the card ones through the sandbox, in test mode', async () => {
    expect(await setupOf(server)).toEqual({ methods: ['paystack', 'flutterwave', 'whatsapp'], testMode: true });
  });
});
