/**
 * Oja stateless over PostgreSQL, proven as an operator runs it when one machine is not enough
 * (decision 0027): three nodes of the build (dist-server/main.js) on one fresh database
 * behind the distribution's HAProxy, each with its own data folder. Runs in `npm test` with
 * TEST_DATABASE_URL (the `cluster` vitest project), after the build.
 */
import { randomUUID } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_RATE_LIMIT } from '../../src/shared/constants.ts';
import { messages } from '../../src/shared/messages.ts';
import type { OrderEvent } from '../../src/shared/checkout.ts';
import { freePort } from '../../src/server/test/oja-process.ts';
import { createClusterDatabase } from './cluster-database.ts';
import { findHaproxy, startCluster, type Cluster, type ClusterNode } from './start-cluster.ts';
import {
  addProduct,
  checkout,
  eventReader,
  expectStatus,
  nextIp,
  placePaidOrder,
  ShopClient,
  signIn,
  signUp,
  vendorWithProduct,
  type PlacedCheckout,
} from './shop-client.ts';

const ADMIN = { email: 'admin@cluster.test', password: 'cluster-admin-password' };

let database: Awaited<ReturnType<typeof createClusterDatabase>> | undefined;
let cluster: Cluster | undefined;
let db: pg.Pool;
let shop: Awaited<ReturnType<typeof vendorWithProduct>>;

/** Ports nobody listens on now, all different. */
async function freePorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

beforeAll(async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('The cluster test needs TEST_DATABASE_URL: its nodes share one PostgreSQL database.');
  const haproxy = findHaproxy();
  if (!haproxy)
    throw new Error('The cluster test runs the nodes behind HAProxy: install it (on Debian: apt-get install haproxy).');
  database = await createClusterDatabase(adminUrl);
  const [port, ...nodePorts] = await freePorts(4);
  cluster = await startCluster({
    nodes: 3,
    port: port!,
    nodePorts,
    databaseUrl: database.url,
    haproxy,
    publicUrl: `http://127.0.0.1:${port}`,
    env: {
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // No real money: the sandbox stands in for the card providers.
      PAYMENT_SANDBOX: 'true',
      WHATSAPP_NUMBER: '2348031234567',
    },
  });
  db = new pg.Pool({ connectionString: database.url, max: 2 });
  shop = await vendorWithProduct(await signIn(cluster.url, ADMIN), 100);
}, 180_000);

afterAll(async () => {
  await db?.end();
  await cluster?.stop();
  await database?.drop();
});

// A failing test shows what the nodes and the balancer said last.
beforeEach(({ onTestFailed }) => {
  onTestFailed(() => {
    for (const node of cluster?.nodes ?? []) console.log(`── ${node.name}\n${node.output().slice(-3000)}`);
    console.log(`── haproxy\n${cluster?.balancerOutput().slice(-6000)}`);
  });
});

const nodes = () => cluster!.nodes;
const balancer = () => cluster!.url;

async function customer(): Promise<ShopClient> {
  return signIn(balancer(), await signUp(balancer()));
}

async function stockOf(productId: string): Promise<number> {
  const { rows } = await db.query<{ stock: number }>('select stock_quantity as stock from products where id = $1', [
    productId,
  ]);
  return rows[0]!.stock;
}

/** Polls until `done` says yes; the test's own timeout bounds the wait. */
async function eventually(done: () => Promise<boolean>) {
  while (!(await done())) await new Promise((resolve) => setTimeout(resolve, 100));
}

/** Every mail the nodes wrote to their outboxes (no SMTP_URL: each node writes into its own data folder). */
async function outboxes(): Promise<{ node: string; to: string; subject: string }[]> {
  const mails = [];
  for (const node of nodes()) {
    const dir = path.join(node.dataDir, 'outbox');
    for (const file of await readdir(dir).catch(() => [] as string[])) {
      const raw = await readFile(path.join(dir, file), 'utf8');
      mails.push({
        node: node.name,
        to: /^To: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
        subject: /^Subject: (.*)$/m.exec(raw)?.[1]?.trim() ?? '',
      });
    }
  }
  return mails;
}

/** Runs `work` on every item, `concurrency` at a time. */
async function inParallel<T>(items: T[], concurrency: number, work: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await work(items[next++]!);
    }),
  );
}

describe('three Oja nodes on one PostgreSQL database behind HAProxy', () => {
  it("a shopper's live tracking on node A sees a status change made on node C", async () => {
    const [nodeA, , nodeC] = nodes() as [ClusterNode, ClusterNode, ClusterNode];
    const shopper = await customer();
    const placed = await placePaidOrder(shopper, shop.product.id);
    const order = placed.orders[0]!;

    const stream = await shopper.at(nodeA.url).get('/api/orders/events');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events = eventReader(stream);
    try {
      expect((await events.next()).event).toBe('ready');
      const accepted = await shop.vendor
        .at(nodeC.url)
        .post(`/api/vendor/orders/${order.id}/status`, { to: 'confirmed' });
      expect(accepted.status).toBe(200);
      const event = await events.next();
      expect(event.event).toBe('order');
      expect(JSON.parse(event.data) as OrderEvent).toEqual({
        orderId: order.id,
        status: 'confirmed',
        paymentStatus: 'completed',
      });
    } finally {
      await events.close();
    }
  });

  it('the payment-expiry job runs once across nodes', async () => {
    const CHECKOUTS = 12;
    const product = await addProduct(shop.vendor, shop.store.id, CHECKOUTS);
    const shopper = await customer();
    const placed: PlacedCheckout[] = [];
    for (let i = 0; i < CHECKOUTS; i++)
      placed.push(await expectStatus<PlacedCheckout>(await checkout(shopper, product.id, 'whatsapp'), 201));
    expect(await stockOf(product.id)).toBe(0);
    const { rows: payments } = await db.query<{ id: string }>('select id from payments where reference = any($1)', [
      placed.map((p) => p.reference),
    ]);
    const paymentIds = payments.map((p) => p.id);
    const expiryJobs = `select status, attempts from jobs where kind = 'expire-checkout' and payload->>'paymentId' = any($1)`;

    // Their time is up now, and one notification wakes the job runner of every node at once.
    await db.query(
      `update jobs set run_after = now() where kind = 'expire-checkout' and payload->>'paymentId' = any($1)`,
      [paymentIds],
    );
    await db.query(`select pg_notify('jobs_due', '')`);
    await eventually(async () => (await db.query(expiryJobs, [paymentIds])).rows.every((job) => job.status === 'done'));

    // Each job was claimed by one node, once (a second claim would count a second attempt).
    expect((await db.query(expiryJobs, [paymentIds])).rows).toEqual(
      Array.from({ length: CHECKOUTS }, () => ({ status: 'done', attempts: 1 })),
    );
    const { rows: statuses } = await db.query('select status from payments where id = any($1)', [paymentIds]);
    expect(statuses).toEqual(Array.from({ length: CHECKOUTS }, () => ({ status: 'cancelled' })));
    expect(await stockOf(product.id)).toBe(CHECKOUTS);
    const { rows: cancellations } = await db.query<{ entries: number }>(
      `select count(t.id)::int as entries from orders o
       left join order_tracking t on t.order_id = o.id and t.status = $2
       where o.payment_id = any($1) group by o.id`,
      [paymentIds, messages.tracking.cancelled],
    );
    expect(cancellations).toEqual(Array.from({ length: CHECKOUTS }, () => ({ entries: 1 })));
  });

  it('a mail is sent once across nodes', async () => {
    const MAILS = 12;
    const accounts = await Promise.all(Array.from({ length: MAILS }, () => signUp(balancer())));
    const visitor = new ShopClient(balancer(), nextIp());
    const answers = await Promise.all(
      accounts.map(async (account) => (await visitor.post('/api/auth/request-reset', { email: account.email })).status),
    );
    expect(answers).toEqual(accounts.map(() => 200));
    const addresses = accounts.map((account) => account.email);
    const resetJobs = `select status from jobs where kind = 'password-reset' and payload->>'email' = any($1)`;
    await eventually(async () => {
      const { rows } = await db.query(resetJobs, [addresses]);
      return rows.length === MAILS && rows.every((job) => job.status === 'done');
    });

    const sent = (await outboxes()).filter((mail) => addresses.includes(mail.to));
    expect(sent.map((mail) => mail.to).sort()).toEqual([...addresses].sort());
    expect(new Set(sent.map((mail) => mail.subject))).toEqual(new Set(['Reset your Oja password']));
  });

  it('sign-in limits hold across nodes', async () => {
    const account = await signUp(balancer());
    const attacker = nextIp();
    // Round-robin over the nodes themselves, from one address, as a balancer would spread them.
    const nodeFor = (attempt: number) => new ShopClient(nodes()[attempt % nodes().length]!.url, attacker);
    for (let attempt = 0; attempt < AUTH_RATE_LIMIT.failuresPerAccountAndIp; attempt++) {
      const failed = await nodeFor(attempt).post('/api/auth/sign-in', {
        email: account.email,
        password: 'wrong-guess',
      });
      expect(failed.status).toBe(401);
      expect(await failed.json()).toEqual({
        error: { code: 'unauthenticated', message: messages.auth.invalidCredentials },
      });
    }
    const blocked = await nodeFor(AUTH_RATE_LIMIT.failuresPerAccountAndIp).post('/api/auth/sign-in', {
      email: account.email,
      password: account.password,
    });
    expect(blocked.status).toBe(429);
    expect(await blocked.json()).toEqual({ error: { code: 'rate_limited', message: messages.auth.tooManyAttempts } });
    expect(blocked.headers.get('retry-after')).toBe('900');
  });

  it('a node killed with kill -9 under checkout load loses no acknowledged order, and the balancer routes around it', async () => {
    const CHECKOUTS = 40;
    const CONCURRENCY = 8;
    const STOCK = 1000;
    const victim = nodes()[1]!;
    const product = await addProduct(shop.vendor, shop.store.id, STOCK);
    const shoppers = await Promise.all(Array.from({ length: 4 }, customer));
    type Attempt = { key: string; shopper: ShopClient; status?: number; error?: string; placed?: PlacedCheckout };
    const attempts: Attempt[] = Array.from({ length: CHECKOUTS }, (_, i) => ({
      key: randomUUID(),
      shopper: shoppers[i % shoppers.length]!,
    }));
    let answered = 0;
    try {
      await inParallel(attempts, CONCURRENCY, async (attempt) => {
        try {
          const response = await checkout(attempt.shopper, product.id, 'paystack', attempt.key);
          attempt.status = response.status;
          if (response.status === 201) attempt.placed = (await response.json()) as PlacedCheckout;
          else await response.arrayBuffer();
        } catch (error) {
          attempt.error = `${String(error)} (${String((error as Error).cause)})`;
        }
        // A quarter of the way through, with a full load of checkouts under way.
        if (++answered === CHECKOUTS / 4) victim.kill('SIGKILL');
      });
      expect(await victim.exited()).toBe('SIGKILL');

      // Only what the victim was serving when it died goes unanswered: HAProxy says 502, or closes
      // the client's keep-alive connection without a word. Every request after the kill reached a
      // live node, even before a health check noticed.
      const failed = attempts.filter((attempt) => attempt.status !== 201);
      const unanswered = (attempt: Attempt) =>
        attempt.status === 502 || (attempt.status === undefined && attempt.error!.includes('other side closed'));
      expect(failed.filter((attempt) => !unanswered(attempt)).map((a) => a.status ?? a.error)).toEqual([]);
      expect(failed.length).toBeLessThanOrEqual(CONCURRENCY);

      // Every acknowledged checkout is in the database, whole: its payment, its order, its line.
      const placedRows = async () =>
        (
          await db.query<{ reference: string; key: string; orders: string[]; units: number }>(
            `select p.reference, p.idempotency_key as key, array_agg(o.id order by o.id) as orders, sum(i.quantity)::int as units
             from payments p join orders o on o.payment_id = p.id join order_items i on i.order_id = o.id
             where i.product_id = $1 group by p.id`,
            [product.id],
          )
        ).rows;
      const rows = await placedRows();
      for (const attempt of attempts.filter((a) => a.placed)) {
        expect(rows.find((row) => row.reference === attempt.placed!.reference)).toEqual({
          reference: attempt.placed!.reference,
          key: attempt.key,
          orders: attempt.placed!.orders.map((order) => order.id).sort(),
          units: 1,
        });
      }

      // A checkout cut short is whole or absent: sent again with its key, it is found or placed, once.
      for (const attempt of failed) {
        const again = await checkout(attempt.shopper, product.id, 'paystack', attempt.key);
        expect([200, 201]).toContain(again.status);
      }
      const after = await placedRows();
      expect(after.map((row) => row.key).sort()).toEqual(attempts.map((attempt) => attempt.key).sort());
      expect(after.every((row) => row.units === 1)).toBe(true);
      expect(await stockOf(product.id)).toBe(STOCK - CHECKOUTS);

      await cluster!.waitForBalancer(victim, 'DOWN');
      const reads = [];
      for (let i = 0; i < 2 * nodes().length; i++) reads.push((await fetch(`${balancer()}/api/catalog/home`)).status);
      expect(reads).toEqual(reads.map(() => 200));
    } finally {
      if (!victim.pid()) await victim.start();
      await cluster!.waitForBalancer(victim, 'UP');
    }
  }, 120_000);

  it('a rolling restart of all nodes drops no request', async () => {
    const product = await addProduct(shop.vendor, shop.store.id, 1000);
    const shopper = await customer();
    const outcomes: (number | string)[] = [];
    let restarting: string | undefined;
    const servedDuring = new Map<string, number>();
    let going = true;
    const record = (outcome: number | string) => {
      outcomes.push(outcome);
      if (restarting) servedDuring.set(restarting, (servedDuring.get(restarting) ?? 0) + 1);
    };
    const reader = async () => {
      while (going) {
        try {
          const response = await fetch(`${balancer()}/api/catalog/products/${product.id}`);
          await response.arrayBuffer();
          record(response.status);
        } catch (error) {
          record(String(error));
        }
      }
    };
    // Writes too: a checkout a node took must be answered before that node goes.
    const writer = async () => {
      while (going) {
        try {
          const response = await checkout(shopper, product.id, 'whatsapp');
          await response.arrayBuffer();
          record(response.status === 201 ? 200 : response.status);
        } catch (error) {
          record(String(error));
        }
      }
    };
    const clients = [reader(), reader(), reader(), writer()];
    try {
      for (const node of nodes()) {
        restarting = node.name;
        node.kill('SIGTERM');
        await cluster!.waitForBalancer(node, 'DOWN');
        // Out of the pool while it still listens: it fails its health check first, and stops after.
        const health = await fetch(`${node.url}/healthz`);
        expect(health.status).toBe(503);
        expect(await health.json()).toEqual({ ok: false, draining: true });
        expect(await node.exited()).toBe(0);
        await node.start();
        await cluster!.waitForBalancer(node, 'UP');
      }
    } finally {
      restarting = undefined;
      going = false;
      await Promise.all(clients);
    }
    expect(outcomes.filter((outcome) => outcome !== 200)).toEqual([]);
    expect([...servedDuring.keys()]).toEqual(nodes().map((node) => node.name));
  }, 120_000);
});
