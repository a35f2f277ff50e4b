/**
 * Oja against a bare server, over HTTP, on PostgreSQL: every public catalog read (home, category
 * page, store page, product page, search for a word and for a typo), anonymous and signed in.
 *
 * Oja runs in this process (createApp + @hono/node-server, as dist-server/main.js does); beside it
 * runs bench/bare-server.ts, `node:http` + `pg` replaying the exact statements Oja sent for each URL
 * (captured here from the pg driver) and returning byte-identical JSON (checked at start-up; a
 * difference prints MISMATCH). autocannon drives one server at a time from a worker thread, the
 * runs alternating bare → Oja → Oja signed in for each read, after a warm-up of each.
 *   npm run bench:http                                   # seeds a scratch database with 100,000 products
 *   npm run bench:http -- --products 100000 --duration 5 --connections 20 --rounds 1
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/mydb npm run bench:http   # an existing catalog
 * With BENCH_DATABASE_URL the database is used as it is (migrations applied, one shopper account
 * added); otherwise a scratch database is made next to DATABASE_URL's (default
 * postgres://postgres@127.0.0.1:5432/), seeded, and dropped at the end.
 * A report for comparing changes on one machine, not a test: nothing fails on a number.
 */
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { startBareServer, type BareRoute, type ReadKind, type Statement } from './bare-server.ts';
import { percentile } from './percentile.ts';

// ---------------------------------------------------------------- the load client (a worker thread)

type LoadJob = { url: string; connections: number; seconds: number; headers: Record<string, string> };
type LoadResult = { requests: number; seconds: number; bad: number; latencies: Float64Array };

/**
 * The worker's code, plain JavaScript so it needs no TypeScript loader: one autocannon run, every
 * response's latency kept (autocannon's own summary has no p95).
 */
const LOAD_CLIENT = `
const { parentPort, workerData: job } = require('node:worker_threads');
const autocannon = require(job.autocannon);
const latencies = [];
let bad = 0;
const run = autocannon({ url: job.url, connections: job.connections, duration: job.seconds, headers: job.headers });
run.on('response', (_client, status, _bytes, ms) => {
  if (status !== 200) bad++;
  latencies.push(ms);
});
run.on('done', (result) => {
  const out = Float64Array.from(latencies);
  parentPort.postMessage(
    { requests: latencies.length, seconds: result.duration, bad: bad + result.errors + result.timeouts, latencies: out },
    [out.buffer],
  );
});
`;
const AUTOCANNON = createRequire(import.meta.url).resolve('autocannon');

/** One autocannon run in its own thread, so the client does not share the servers' event loop. */
function load(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(LOAD_CLIENT, { eval: true, workerData: { ...job, autocannon: AUTOCANNON } });
    worker.once('message', (result: LoadResult) => {
      resolve(result);
      void worker.terminate();
    });
    worker.once('error', reject);
  });
}

// ---------------------------------------------------------------- the run

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string', default: '100000' },
      duration: { type: 'string', default: '5' },
      warmup: { type: 'string', default: '1' },
      connections: { type: 'string', default: '20' },
      rounds: { type: 'string', default: '1' },
      /** Only the reads whose names contain this (e.g. "home"). */
      only: { type: 'string' },
    },
  });
  const SECONDS = Number(values.duration);
  const WARMUP = Number(values.warmup);
  const CONNECTIONS = Number(values.connections);
  const ROUNDS = Number(values.rounds);

  const { loadConfig } = await import('../src/server/config.ts');
  const { createLogger } = await import('../src/server/logger.ts');
  const { openDatabase } = await import('../src/server/db/client.ts');
  const { buildDeps } = await import('../src/server/build-deps.ts');
  const { createApp } = await import('../src/server/app.ts');
  const { seedBulkCatalog } = await import('../src/server/seed/bulk-catalog.ts');
  const { createAccount } = await import('../src/server/workflows/create-account/create-account.ts');
  const { users } = await import('../src/server/db/schema.ts');

  const existing = process.env.BENCH_DATABASE_URL;
  let databaseUrl = existing;
  let dropScratch = async () => {};
  if (!databaseUrl) {
    const admin = new URL(process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/');
    const name = `oja_bench_http_${Date.now().toString(36)}`;
    const adminClient = new pg.Client({ connectionString: admin.href });
    await adminClient.connect();
    await adminClient.query(`create database ${name}`);
    await adminClient.end();
    databaseUrl = new URL(`/${name}`, admin).href;
    dropScratch = async () => {
      const c = new pg.Client({ connectionString: admin.href });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    };
  }

  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-bench-http-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'http://127.0.0.1',
    TRUST_PROXY: 'true',
    WEB_DIST: path.join(dataDir, 'no-web-build'),
  });
  const database = await openDatabase({ databaseUrl });
  const deps = await buildDeps(config, database, createLogger('warn'));
  const closers: (() => Promise<unknown>)[] = [];
  try {
    if (!existing) {
      const started = performance.now();
      await seedBulkCatalog(deps, Number(values.products));
      await database.db.execute(sql`analyze`);
      console.log(`seeded ${values.products} products in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    const [{ n: productCount } = { n: 0 }] = (
      await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)
    ).rows;

    // A shopper to sign in as.
    const shopper = { email: 'bench-shopper@oja.test', password: 'bench-shopper-pass', fullName: 'Bench Shopper' };
    const [known] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, shopper.email));
    if (!known) await createAccount(deps, { ...shopper, role: 'customer' });

    const ojaServer = serve({ fetch: createApp(deps).fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => ojaServer.once('listening', resolve));
    closers.push(() => {
      (ojaServer as import('node:http').Server).closeAllConnections();
      return new Promise((resolve) => ojaServer.close(resolve));
    });
    const oja = `http://127.0.0.1:${(ojaServer.address() as AddressInfo).port}`;

    const signIn = await fetch(`${oja}/api/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.99.${Date.now() % 250}.1` },
      body: JSON.stringify({ email: shopper.email, password: shopper.password }),
    });
    if (signIn.status !== 200) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`);
    const cookie = signIn.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');

    // The reads: the newest product, its category and store, and two searches.
    const [newest] = (
      await database.db.execute<{ id: string; category: string; store: string }>(sql`
        select p.id, c.slug as category, s.slug as store from products p
        join categories c on c.id = p.category_id join stores s on s.id = p.store_id
        where p.is_active and s.is_active and c.is_active order by p.created_at desc limit 1`)
    ).rows;
    if (!newest) throw new Error('the catalog has no visible products');
    const allReads: { name: string; kind: ReadKind; path: string }[] = [
      { name: 'home', kind: 'home', path: '/api/catalog/home' },
      { name: 'category page', kind: 'category', path: `/api/catalog/categories/${newest.category}` },
      { name: 'store page', kind: 'store', path: `/api/catalog/stores/${newest.store}` },
      { name: 'product page', kind: 'product', path: `/api/catalog/products/${newest.id}` },
      { name: 'search word', kind: 'search', path: '/api/catalog/search?q=blender' },
      { name: 'search typo', kind: 'search', path: '/api/catalog/search?q=blendr' },
    ];
    const reads = allReads.filter((r) => !values.only || r.name.includes(values.only));

    // Capture the statements Oja sends for each read (its second request: the first may warm caches).
    const capture = captureStatements();
    const routes: (BareRoute & { name: string; body: string })[] = [];
    for (const read of reads) {
      await fetch(oja + read.path).then((r) => r.text());
      const [body, statements] = await capture(() => fetch(oja + read.path).then((r) => r.text()));
      routes.push({ ...read, statements, body });
    }

    const bare = await startBareServer(databaseUrl, routes);
    closers.push(bare.close);
    console.log(
      `\nbench:http — ${productCount.toLocaleString('en')} products, ${CONNECTIONS} connections, ${SECONDS} s a run` +
        ` (warm-up ${WARMUP} s), ${ROUNDS} round(s); load average ${os
          .loadavg()
          .map((l) => l.toFixed(2))
          .join(' ')}`,
    );
    let mismatches = 0;
    for (const route of routes) {
      const bareBody = await fetch(bare.url + route.path).then((r) => r.text());
      const signedBody = await fetch(oja + route.path, { headers: { cookie } }).then((r) => r.text());
      if (bareBody !== route.body) {
        mismatches++;
        const at = [...route.body].findIndex((ch, i) => bareBody[i] !== ch);
        console.log(`MISMATCH ${route.name}: bare differs from Oja at character ${at}`);
        console.log(`  oja:  …${route.body.slice(Math.max(0, at - 60), at + 80)}`);
        console.log(`  bare: …${bareBody.slice(Math.max(0, at - 60), at + 80)}`);
      }
      if (signedBody !== route.body) console.log(`MISMATCH ${route.name}: signed in, Oja answers differently`);
      console.log(
        `  ${route.name.padEnd(14)} ${route.path}: ${route.statements.length} statements` +
          `${route.statements.some((s) => s.name) ? ` (${route.statements.filter((s) => s.name).length} prepared)` : ''}, ${route.body.length} bytes`,
      );
    }
    if (mismatches === 0) console.log('every bare response is byte-identical to Oja’s');

    type Target = 'bare' | 'oja' | 'signed';
    const targets: [Target, string, Record<string, string>][] = [
      ['bare', bare.url, {}],
      ['oja', oja, {}],
      ['signed', oja, { cookie }],
    ];
    const results = new Map<string, LoadResult[]>();
    for (let round = 0; round < ROUNDS; round++) {
      for (const route of routes) {
        if (round === 0 && WARMUP > 0)
          for (const [, base, headers] of targets)
            await load({ url: base + route.path, connections: CONNECTIONS, seconds: WARMUP, headers });
        for (const [target, base, headers] of targets) {
          const result = await load({ url: base + route.path, connections: CONNECTIONS, seconds: SECONDS, headers });
          const key = `${route.name}|${target}`;
          results.set(key, [...(results.get(key) ?? []), result]);
          process.stderr.write(`  ${route.name} ${target}: ${Math.round(rate([result]))} req/s\n`);
        }
      }
    }

    const rows = routes.map((route) => {
      const get = (t: Target) => results.get(`${route.name}|${t}`)!;
      const [b, o, s] = [get('bare'), get('oja'), get('signed')];
      const bad = [b, o, s].flat().reduce((n, r) => n + r.bad, 0);
      return {
        read: route.name,
        'oja req/s': fmt(rate(o)),
        'oja p50/p95/p99 ms': percentiles(o),
        'signed-in req/s': fmt(rate(s)),
        'signed-in p50/p95/p99 ms': percentiles(s),
        'bare req/s': fmt(rate(b)),
        'bare p50/p95/p99 ms': percentiles(b),
        'oja / bare': (rate(o) / rate(b)).toFixed(2),
        'signed-in cost': `${(((rate(o) - rate(s)) / rate(o)) * 100).toFixed(0)}%`,
        ...(bad ? { 'non-200': String(bad) } : {}),
      };
    });
    printTable(rows);
    console.log(
      `load average after: ${os
        .loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')} (2 cores shared with PostgreSQL and the client)` +
        `\nsigned-in cost: how much lower a signed-in shopper's req/s is than an anonymous one's.`,
    );
  } finally {
    for (const close of closers.reverse()) await close().catch(() => undefined);
    deps.jobs.stop();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
    await dropScratch();
  }
}

/**
 * Records every statement the pg driver is given while `fn` runs (Oja's queries go through
 * pg.Client#query, pooled or in a transaction): text, parameters, name and row mode, as sent.
 */
function captureStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  return async <T>(fn: () => Promise<T>): Promise<[T, Statement[]]> => {
    const original = proto.query;
    const statements: Statement[] = [];
    proto.query = function (this: unknown, config: unknown, values: unknown, ...rest: unknown[]) {
      // The settings a new pooled connection sends first (src/server/db/client.ts) are not the read's.
      if (typeof config === 'string' && config.startsWith('set ')) return original.call(this, config, values, ...rest);
      if (typeof config === 'string') statements.push({ text: config, values: Array.isArray(values) ? values : [] });
      else if (config && typeof config === 'object' && 'text' in config) {
        const c = config as { name?: string; text: string; values?: unknown[]; rowMode?: 'array' };
        statements.push({
          ...(c.name ? { name: c.name } : {}),
          text: c.text,
          values: Array.isArray(values) ? values : (c.values ?? []),
          ...(c.rowMode ? { rowMode: c.rowMode } : {}),
        });
      }
      return original.call(this, config, values, ...rest);
    };
    try {
      return [await fn(), statements];
    } finally {
      proto.query = original;
    }
  };
}

function rate(runs: LoadResult[]) {
  return runs.reduce((n, r) => n + r.requests, 0) / runs.reduce((n, r) => n + r.seconds, 0);
}

function percentiles(runs: LoadResult[]) {
  const all = Float64Array.from(runs.flatMap((r) => [...r.latencies])).sort();
  const at = (p: number) => percentile(all, p);
  return [at(50), at(95), at(99)].map((ms) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0))).join(' / ');
}

const fmt = (n: number) => Math.round(n).toLocaleString('en');

function printTable(rows: Record<string, string>[]) {
  const columns = [...new Set(rows.flatMap((r) => Object.keys(r)))];
  const widths = columns.map((c) => Math.max(c.length, ...rows.map((r) => (r[c] ?? '').length)));
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`;
  console.log(`\n${line(columns)}\n|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  for (const row of rows) console.log(line(columns.map((c) => row[c] ?? '')));
}

await main();
