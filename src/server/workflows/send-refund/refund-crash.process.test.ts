import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { startTestServer } from '../../test/harness.ts';
import { ordersOf, paymentRow, placeCheckout, twoStoreShop } from '../../test/checkout-helpers.ts';
import { freePort, startOja, stopOja } from '../../test/oja-process.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';

/**
 * Kill -9 the server at the exact moment Paystack has taken a refund and not yet
 * answered, start it again, and the refund is not sent a second time. A real `main.ts` process on
 * PostgreSQL (the job it was running must outlive it in a database the test can also read).
 */
const adminUrl = process.env.TEST_DATABASE_URL;

describe.runIf(adminUrl)('a refund cut short by kill -9 (PostgreSQL)', () => {
  const paystack = createFakePaystack();
  let fake: RunningFake;
  let databaseUrl: string;
  let dataDir: string;
  const dbName = `oja_test_${randomBytes(6).toString('hex')}`;

  async function sql<T>(text: string, values: unknown[] = []): Promise<T[]> {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  }

  beforeAll(async () => {
    fake = await paystack.start();
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(adminUrl!);
    url.pathname = `/${dbName}`;
    databaseUrl = url.toString();
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-refund-crash-'));
  });
  afterAll(async () => {
    await fake.close();
    await rm(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`);
    await admin.end();
  });

  it('refunds the order once: the restarted server finds the refund Paystack already took', async () => {
    const paystackEnv = {
      PAYSTACK_SECRET_KEY: paystack.secretKey,
      PAYSTACK_PUBLIC_KEY: 'pk_test_fake_oja',
      PAYSTACK_BASE_URL: fake.baseUrl,
    };
    // A paid order, then cancelled by its vendor: its refund job waits in the queue.
    const setup = await startTestServer({ databaseUrl, env: paystackEnv });
    // This node only prepares the data; the process under test is the one that works the queue.
    await setup.deps.jobs.stop();
    const shop = await twoStoreShop(setup);
    const shopper = await setup.signedIn('customer');
    const checkout = await placeCheckout(shopper, [{ productId: shop.kettle.id, quantity: 1 }]);
    paystack.pay(checkout.reference);
    expect((await shopper.post(`/api/payments/${checkout.reference}/verify`, {})).status).toBe(200);
    const [order] = await ordersOf(setup, checkout.reference);
    expect((await shop.vendor.post(`/api/vendor/orders/${order!.id}/status`, { to: 'cancelled' })).status).toBe(200);
    const payment = await paymentRow(setup, checkout.reference);
    await setup.close();

    const port = await freePort();
    const env = {
      ...paystackEnv,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      WEB_DIST: path.join(dataDir, 'none'),
    };
    const first = startOja(env);
    paystack.crashCallerAfterNextRefund(() => first.child.kill('SIGKILL'));
    await first.exited;
    expect(first.child.signalCode).toBe('SIGKILL');
    expect(paystack.refunds.filter((r) => r.reference === checkout.reference)).toHaveLength(1);

    // The dead process's claims run out — on the job, and on sending the refund — as they do when a
    // crashed worker's time is up.
    await sql(`update jobs set run_after = now() - interval '1 day' where status = 'running'`);
    await sql(`update refunds set claimed_at = now() - interval '1 day' where claimed_at is not null`);
    const second = startOja(env);
    try {
      await second.ready;
      // Waits (a minute at most) for the restarted server to record what Paystack holds.
      let refund: { status: string; provider_refund_id: string | null } | undefined;
      for (let waited = 0; waited < 60_000 && !refund?.provider_refund_id; waited += 200) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        [refund] = await sql(`select status, provider_refund_id from refunds where payment_id = $1`, [payment.id]);
      }
      const taken = paystack.refunds.filter((r) => r.reference === checkout.reference);
      expect(taken.map((r) => r.amount)).toEqual([order!.totalAmountKobo]);
      expect(refund).toEqual({ status: 'pending', provider_refund_id: String(taken[0]!.id) });
    } finally {
      await stopOja(second);
    }
  }, 180_000);
});
