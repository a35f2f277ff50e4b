/**
 * Checkout under load, on PostgreSQL: starts the real server (as `npm start` does, or --command) on a scratch
 * database, gives it 1,000 products across 20 stores (50 of them scarce: 5 units each, so buyers race
 * for the last units), signs in 50 buyers, and lets them all place checkouts (POST /api/checkout, 1–3
 * lines of 1–2 units, card payment → the sandbox, a fresh Idempotency-Key each) as fast as the server
 * answers. After a warm-up it counts what one measured window got done, then checks the database:
 * every unit an order holds must have left its product's stock, and no stock may go below zero.
 *   npm run bench:checkout
 *   npm run bench:checkout -- --buyers 50 --duration 20 --warmup 3
 *   npm run bench:checkout -- --cpu-prof .tmp/prof   # the server writes a .cpuprofile there when stopped
 * Needs PostgreSQL: BENCH_DATABASE_URL or DATABASE_URL (default postgres://postgres@127.0.0.1:5432/),
 * where it creates a scratch database and drops it afterwards.
 * A report for comparing changes on one machine, not a test: nothing here fails on a number
 * (oversold units are reported, and must read 0).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { mkdir, mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    buyers: { type: 'string', default: '50' },
    products: { type: 'string', default: '1000' },
    stores: { type: 'string', default: '20' },
    scarce: { type: 'string', default: '50' },
    'scarce-stock': { type: 'string', default: '5' },
    /** Share of cart lines that pick a scarce product, so the races for the last units go on after warm-up. */
    'scarce-share': { type: 'string', default: '0.05' },
    stock: { type: 'string', default: '100000' },
    duration: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '3' },
    command: { type: 'string' },
    'cpu-prof': { type: 'string' },
  },
});
const BUYERS = Number(values.buyers);
const PRODUCTS = Number(values.products);
const STORES = Number(values.stores);
const SCARCE = Math.min(Number(values.scarce), PRODUCTS);
const SCARCE_STOCK = Number(values['scarce-stock']);
const SCARCE_SHARE = Number(values['scarce-share']);
const STOCK = Number(values.stock);
const DURATION_MS = Number(values.duration) * 1000;
const WARMUP_MS = Number(values.warmup) * 1000;
const START_TIMEOUT_MS = 180_000;
const PROF_DIR = values['cpu-prof'] ? path.resolve(values['cpu-prof']) : undefined;
/** What `npm start` runs (build what changed, then the bundled server), without npm in between. */
const COMMAND =
  values.command ??
  `node scripts/build.js --if-changed && node ${PROF_DIR ? `--cpu-prof --cpu-prof-dir=${PROF_DIR} ` : ''}dist-server/main.js`;

const adminUrl = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// ---------------------------------------------------------------- HTTP client (keep-alive, no dependency)

const agent = new http.Agent({ keepAlive: true, maxSockets: BUYERS + 8 });
let base = '';

type Reply = { status: number; body: string; setCookie: string[] };

function request(method: string, urlPath: string, headers: Record<string, string>, body?: unknown): Promise<Reply> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${urlPath}`,
      {
        method,
        agent,
        headers: {
          ...headers,
          ...(payload === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(payload)) }),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            setCookie: res.headers['set-cookie'] ?? [],
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

// ---------------------------------------------------------------- the server

const groupAlive = (pgid: number) => {
  try {
    process.kill(-pgid, 0);
    return true;
  } catch {
    return false;
  }
};

/** Stops the command's whole process group (npm → sh → node) and waits until all of it is gone. */
async function stop(child: ChildProcess, exited: Promise<unknown>) {
  const pgid = child.pid!;
  if (groupAlive(pgid)) process.kill(-pgid, 'SIGTERM');
  await exited;
  for (let waited = 0; groupAlive(pgid); waited += 50) {
    if (waited > 15_000) process.kill(-pgid, 'SIGKILL');
    await sleep(50);
  }
}

async function startServer(databaseUrl: string, dataDir: string, port: number) {
  if (PROF_DIR) await mkdir(PROF_DIR, { recursive: true });
  const child = spawn(COMMAND, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: base,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      // Each buyer signs in from its own X-Forwarded-For address: sign-in and sign-up are limited per IP.
      TRUST_PROXY: 'true',
    },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const started = performance.now();
  for (;;) {
    if (gone) throw new Error(`\`${COMMAND}\` exited early:\n${stderr}`);
    if (performance.now() - started > START_TIMEOUT_MS)
      throw new Error(`not up after ${START_TIMEOUT_MS / 1000} s:\n${stderr}`);
    const res = await request('GET', '/api/delivery-fees', {}).catch(() => null);
    if (res?.status === 200) break;
    await sleep(100);
  }
  return { child, exited, stderr: () => stderr };
}

// ---------------------------------------------------------------- accounts and catalog

const PASSWORD = 'bench-buyer-password';
const ipOf = (i: number) => `10.77.${Math.floor(i / 250)}.${(i % 250) + 1}`;

async function signUpAndIn(i: number, email: string): Promise<string> {
  const headers = { 'x-forwarded-for': ipOf(i) };
  const up = await request('POST', '/api/auth/sign-up', headers, {
    fullName: `Bench Buyer ${i}`,
    email,
    password: PASSWORD,
  });
  if (up.status !== 201) throw new Error(`sign-up ${email}: ${up.status} ${up.body}`);
  const signedIn = await request('POST', '/api/auth/sign-in', headers, { email, password: PASSWORD });
  if (signedIn.status !== 200) throw new Error(`sign-in ${email}: ${signedIn.status} ${signedIn.body}`);
  return signedIn.setCookie.map((c) => c.split(';')[0]).join('; ');
}

/** Runs `fn` over `items`, `limit` at a time. */
async function pool<T, R>(items: T[], limit: number, fn: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!, i);
      }
    }),
  );
  return out;
}

/** 20 stores of one vendor and N products; the first SCARCE (by id order) get SCARCE_STOCK units. */
async function seedCatalog(db: pg.Client, vendorEmail: string) {
  const stamp = Date.now().toString(36);
  await db.query(`update profiles set role = 'vendor' where email = $1`, [vendorEmail]);
  const stores = await db.query<{ id: string }>(
    `insert into stores (owner_id, name, slug)
     select p.id, 'Bench Store ' || i, 'bench-store-${stamp}-' || i
     from profiles p, generate_series(1, $2::int) as i where p.email = $1
     returning id`,
    [vendorEmail, STORES],
  );
  const storeIds = stores.rows.map((r) => r.id);
  const rows = await db.query<{ id: string; stock: number }>(
    `insert into products (store_id, name, description, price_kobo, stock_quantity)
     select ($1::uuid[])[1 + i % $2::int], 'Bench Product ' || i, 'Checkout bench product ' || i,
            (100 + (i * 7919) % 50000) * 100, $3::int
     from generate_series(0, $4::int - 1) as i
     returning id, stock_quantity as stock`,
    [storeIds, STORES, STOCK, PRODUCTS],
  );
  const ids = rows.rows.map((r) => r.id).sort();
  const scarce = ids.slice(0, SCARCE);
  await db.query(`update products set stock_quantity = $2 where id = any($1::uuid[])`, [scarce, SCARCE_STOCK]);
  await db.query('analyze');
  const initial = new Map<string, number>(ids.map((id) => [id, STOCK]));
  for (const id of scarce) initial.set(id, SCARCE_STOCK);
  return { initial, scarce, plenty: ids.slice(SCARCE) };
}

// ---------------------------------------------------------------- the load

const ADDRESS = {
  fullName: 'Bench Buyer',
  phone: '08031234567',
  address: '1 Bench Road',
  city: 'Ikeja',
  state: 'Lagos',
};

type Sample = { at: number; ms: number; status: number };

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]!;

function randomCart(scarce: string[], plenty: string[]) {
  const lines = new Map<string, number>();
  const count = 1 + Math.floor(Math.random() * 3);
  while (lines.size < count) {
    const id = scarce.length > 0 && Math.random() < SCARCE_SHARE ? pick(scarce) : pick(plenty);
    lines.set(id, 1 + Math.floor(Math.random() * 2));
  }
  return [...lines].map(([productId, quantity]) => ({ productId, quantity }));
}

async function buyer(
  cookie: string,
  ip: string,
  until: number,
  catalog: { scarce: string[]; plenty: string[] },
  samples: Sample[],
  errors: Map<string, number>,
  unitsSold: { n: number },
) {
  while (performance.now() < until) {
    const items = randomCart(catalog.scarce, catalog.plenty);
    const started = performance.now();
    let status = 0;
    try {
      const res = await request(
        'POST',
        '/api/checkout',
        { cookie, 'x-forwarded-for': ip, 'idempotency-key': randomUUID() },
        { items, shippingAddress: ADDRESS, paymentMethod: 'paystack' },
      );
      status = res.status;
      if (status === 201) unitsSold.n += items.reduce((s, l) => s + l.quantity, 0);
      else if (status !== 409) {
        const key = `${status} ${res.body.slice(0, 120)}`;
        errors.set(key, (errors.get(key) ?? 0) + 1);
      }
    } catch (error) {
      const key = `network: ${(error as Error).message}`;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
    samples.push({ at: started, ms: performance.now() - started, status });
  }
}

/** Transactions the scratch database committed or rolled back so far (every statement outside a transaction is one). */
async function xacts(db: pg.Client): Promise<number> {
  await db.query('select pg_stat_clear_snapshot()');
  const { rows } = await db.query<{ n: string }>(
    'select xact_commit + xact_rollback as n from pg_stat_database where datname = current_database()',
  );
  return Number(rows[0]!.n);
}

/**
 * CPU seconds used so far (Linux /proc, user + system) by the server's process group and by the
 * PostgreSQL backends serving the scratch database (when PostgreSQL runs on this machine), and by
 * this process, the load generator. On a machine of 2 cores these three share the CPU.
 */
async function cpuSeconds(serverGroup: number, db: pg.Client) {
  const ticks = async (pid: string) => {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // After the command name: state(0) ppid(1) pgrp(2) … utime(11) stime(12).
    return { pgrp: Number(fields[2]), ticks: Number(fields[11] ?? 0) + Number(fields[12] ?? 0) };
  };
  let server = 0;
  for (const pid of (await readdir('/proc')).filter((p) => /^\d+$/.test(p))) {
    const t = await ticks(pid);
    if (t.pgrp === serverGroup) server += t.ticks;
  }
  const { rows } = await db.query<{ pid: number }>(
    'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
  );
  let postgres = 0;
  for (const r of rows) postgres += (await ticks(String(r.pid))).ticks;
  const own = process.cpuUsage();
  return { server: server / 100, postgres: postgres / 100, client: (own.user + own.system) / 1e6 };
}

// ---------------------------------------------------------------- the check

async function checkStock(db: pg.Client, initial: Map<string, number>) {
  const ids = [...initial.keys()];
  const { rows } = await db.query<{ id: string; current: number; initial: number; sold: string }>(
    `select p.id, p.stock_quantity as current, i.initial,
            coalesce((select sum(oi.quantity) from order_items oi join orders o on o.id = oi.order_id
                      where oi.product_id = p.id and o.status <> 'cancelled'), 0) as sold
     from unnest($1::uuid[], $2::int[]) as i(id, initial) join products p on p.id = i.id`,
    [ids, ids.map((id) => initial.get(id)!)],
  );
  let sold = 0;
  let oversold = 0;
  let mismatched = 0;
  let negative = 0;
  let soldOut = 0;
  for (const r of rows) {
    const s = Number(r.sold);
    sold += s;
    oversold += Math.max(0, s - r.initial);
    if (r.current < 0) negative++;
    if (r.initial - r.current !== s) mismatched++;
    if (r.current === 0) soldOut++;
  }
  const [cancelled] = (await db.query<{ n: string }>(`select count(*) as n from orders where status = 'cancelled'`))
    .rows;
  return { sold, oversold, mismatched, negative, soldOut, cancelled: Number(cancelled!.n) };
}

// ---------------------------------------------------------------- main

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

const dbName = `oja_bench_checkout_${Date.now().toString(36)}`;
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
await admin.query(`create database ${dbName}`);
const scratchUrl = new URL(adminUrl);
scratchUrl.pathname = `/${dbName}`;
const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-bench-checkout-'));
const port = await freePort();
base = `http://127.0.0.1:${port}`;
let server: Awaited<ReturnType<typeof startServer>> | undefined;
const db = new pg.Client({ connectionString: scratchUrl.toString() });
try {
  console.log(
    `\`${COMMAND}\` on PostgreSQL (${dbName}), ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load ${load()}`,
  );
  let t = performance.now();
  server = await startServer(scratchUrl.toString(), dataDir, port);
  console.log(`server up in ${((performance.now() - t) / 1000).toFixed(1)} s`);
  await db.connect();

  t = performance.now();
  const vendorEmail = `bench-vendor-${Date.now()}@oja.test`;
  await signUpAndIn(BUYERS, vendorEmail);
  const catalog = await seedCatalog(db, vendorEmail);
  const cookies = await pool(
    Array.from({ length: BUYERS }, (_, i) => i),
    4,
    (i) => signUpAndIn(i, `bench-buyer-${i}-${Date.now()}@oja.test`),
  );
  console.log(
    `${PRODUCTS} products in ${STORES} stores (${SCARCE} with ${SCARCE_STOCK} units, the rest ${STOCK}), ` +
      `${BUYERS} buyers signed in, in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const samples: Sample[] = [];
  const errors = new Map<string, number>();
  const unitsSold = { n: 0 };
  const begin = performance.now();
  const measureFrom = begin + WARMUP_MS;
  const measureTo = measureFrom + DURATION_MS;
  let xactsAtStart = 0;
  let xactsAtEnd = 0;
  const cpu = { start: { server: 0, postgres: 0, client: 0 }, end: { server: 0, postgres: 0, client: 0 } };
  const serverGroup = server.child.pid!;
  const stats = (async () => {
    await sleep(WARMUP_MS);
    [xactsAtStart, cpu.start] = await Promise.all([xacts(db), cpuSeconds(serverGroup, db)]);
    await sleep(DURATION_MS);
    [xactsAtEnd, cpu.end] = await Promise.all([xacts(db), cpuSeconds(serverGroup, db)]);
  })();
  console.log(`${BUYERS} buyers checking out: ${WARMUP_MS / 1000} s warm-up, then ${DURATION_MS / 1000} s measured…`);
  await Promise.all(cookies.map((cookie, i) => buyer(cookie, ipOf(i), measureTo, catalog, samples, errors, unitsSold)));
  await stats;

  // Requests that started inside the window count, as does their latency.
  const measured = samples.filter((s) => s.at >= measureFrom && s.at < measureTo);
  const created = measured.filter((s) => s.status === 201);
  const conflicts = measured.filter((s) => s.status === 409).length;
  const failed = measured.length - created.length - conflicts;
  const latencies = measured.map((s) => s.ms).sort((a, b) => a - b);
  const okLatencies = created.map((s) => s.ms).sort((a, b) => a - b);
  const check = await checkStock(db, catalog.initial);
  const allCreated = samples.filter((s) => s.status === 201).length;
  const allConflicts = samples.filter((s) => s.status === 409).length;

  const ms = (x: number) => x.toFixed(1);
  const perSecond = created.length / (DURATION_MS / 1000);
  console.log(`\nCheckout on PostgreSQL, ${os.cpus().length} cores, ${new Date().toISOString().slice(0, 10)}\n`);
  console.log(
    '| buyers | products | duration | checkouts/s | p50 ms | p95 ms | p99 ms | 409s | errors | oversold units |',
  );
  console.log(
    '| ------ | -------- | -------- | ----------- | ------ | ------ | ------ | ---- | ------ | -------------- |',
  );
  console.log(
    `| ${BUYERS} | ${PRODUCTS.toLocaleString('en')} | ${DURATION_MS / 1000} s | ${perSecond.toFixed(0)} | ` +
      `${ms(percentile(latencies, 50))} | ${ms(percentile(latencies, 95))} | ${ms(percentile(latencies, 99))} | ` +
      `${conflicts} | ${failed} | ${check.oversold} |`,
  );
  console.log(
    `\nlatency of the 201s alone: p50 ${ms(percentile(okLatencies, 50))}, p95 ${ms(percentile(okLatencies, 95))}, ` +
      `p99 ${ms(percentile(okLatencies, 99))} ms`,
  );
  console.log(
    `database transactions per checkout request (measured window, pg_stat_database): ` +
      `${((xactsAtEnd - xactsAtStart) / Math.max(1, measured.length)).toFixed(1)}`,
  );
  console.log(
    `whole run (warm-up included): ${allCreated} checkouts, ${allConflicts} × 409; ` +
      `${unitsSold.n} units sold by the 201s, ${check.sold} units in orders; ` +
      `${check.soldOut} of ${SCARCE} scarce products sold out; products with negative stock ${check.negative}, ` +
      `with stock ≠ initial − ordered ${check.mismatched}; cancelled orders ${check.cancelled}`,
  );
  const cpuMs = (k: keyof typeof cpu.start) =>
    (((cpu.end[k] - cpu.start[k]) * 1000) / Math.max(1, measured.length)).toFixed(2);
  const busy = (k: keyof typeof cpu.start) => (((cpu.end[k] - cpu.start[k]) * 100) / (DURATION_MS / 1000)).toFixed(0);
  console.log(
    `CPU per checkout request (measured window): server ${cpuMs('server')} ms (${busy('server')}% of a core), ` +
      `PostgreSQL backends ${cpuMs('postgres')} ms (${busy('postgres')}%), load generator ${cpuMs('client')} ms (${busy('client')}%)`,
  );
  for (const [error, n] of errors) console.log(`  error ×${n}: ${error}`);
  console.log(`load at the end ${load()}`);
} finally {
  agent.destroy();
  if (server) await stop(server.child, server.exited);
  await db.end().catch(() => undefined);
  await admin.query(`drop database if exists ${dbName} with (force)`);
  await admin.end();
  await rm(dataDir, { recursive: true, force: true });
}
