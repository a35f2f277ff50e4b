/**
 * Category and store pages under an evenly paced load (the goal: p95 ≤ 20 ms at 200 req/s
 * on 1M products). Starts the real app over HTTP on BENCH_DATABASE_URL (a database that already
 * holds the catalog, e.g. a clone of the 1M one; the app migrates it), then for each case sends
 * requests on a fixed schedule (open loop: request i leaves at start + i / rate whether or not
 * earlier ones came back) and times each from its scheduled moment, so a stall counts against
 * every request it delays.
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/h3_bench npm run bench:pages -- --rate 200 --seconds 10
 * `--paging offset` measures servers that still page with `?offset=` (the figures before keyset
 * paging); `--server-dir` runs the app from another checkout. Figures are for comparison on one
 * machine, never for assertions.
 */
import { spawn } from 'node:child_process';
import http from 'node:http';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { encodeCursor } from '../src/server/catalog/page-of-products.ts';
import type { ProductSort } from '../src/shared/schemas/catalog.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    rate: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    depth: { type: 'string', default: '20000' },
    port: { type: 'string', default: '3239' },
    paging: { type: 'string', default: 'cursor' },
    'server-dir': { type: 'string', default: process.cwd() },
    only: { type: 'string' },
  },
});
const RATE = Number(values.rate);
const SECONDS = Number(values.seconds);
const WARMUP = Number(values.warmup);
const DEPTH = Number(values.depth);
const PORT = Number(values.port);
const TIMEOUT_MS = 5000;
const OFFSET_PAGING = values.paging === 'offset';
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) throw new Error('Set BENCH_DATABASE_URL to a PostgreSQL database holding the catalog');

type Case = { name: string; url: string };
type Row = Case & { sent: number; ok: number; failed: number; rate: number; p50: number; p95: number; p99: number };

const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });

/** The slug of the category or store with the most visible products. */
async function biggest(table: 'categories' | 'stores', column: 'category_id' | 'store_id') {
  const { rows } = await pool.query<{ id: string; slug: string; n: number }>(
    `select o.id, o.slug, count(*)::int as n from products p join ${table} o on o.id = p.${column}
     join stores s on s.id = p.store_id
     where p.is_active and s.is_active and o.is_active group by o.id, o.slug order by n desc limit 1`,
  );
  return rows[0]!;
}

const orderBy: Record<ProductSort, string> = {
  newest: 'p.created_at desc, p.id desc',
  'price-asc': 'p.price_kobo asc, p.created_at desc, p.id desc',
  'price-desc': 'p.price_kobo desc, p.created_at desc, p.id desc',
};

/** The query string of a page `depth` products deep: a cursor at that product, or an offset. */
async function deepQuery(column: 'category_id' | 'store_id', ownerId: string, sort: ProductSort, depth: number) {
  if (OFFSET_PAGING) return `offset=${depth}`;
  const { rows } = await pool.query<{ id: string; price: string; at: string }>(
    `select p.id, p.price_kobo as price,
       to_char(p.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at
     from products p join stores s on s.id = p.store_id
     where p.${column} = $1 and p.is_active and s.is_active
     order by ${orderBy[sort]} offset $2 limit 1`,
    [ownerId, depth - 1],
  );
  const row = rows[0]!;
  return `after=${encodeCursor(sort, { priceKobo: Number(row.price), at: row.at, id: row.id })}`;
}

async function cases(): Promise<Case[]> {
  const category = await biggest('categories', 'category_id');
  const store = await biggest('stores', 'store_id');
  console.log(`biggest category: ${category.slug} (${category.n} products); biggest store: ${store.slug} (${store.n})`);
  const c = `/api/catalog/categories/${category.slug}`;
  const s = `/api/catalog/stores/${store.slug}`;
  const list: Case[] = [
    { name: 'category, first page, newest', url: c },
    { name: 'category, first page, price low-high', url: `${c}?sort=price-asc` },
    { name: 'category, first page, price high-low, in stock', url: `${c}?sort=price-desc&inStock=1` },
    {
      name: `category, ${DEPTH} deep, newest`,
      url: `${c}?${await deepQuery('category_id', category.id, 'newest', DEPTH)}`,
    },
    {
      name: `category, ${DEPTH} deep, price low-high`,
      url: `${c}?sort=price-asc&${await deepQuery('category_id', category.id, 'price-asc', DEPTH)}`,
    },
    { name: 'store, first page, newest', url: s },
    { name: 'store, first page, price high-low', url: `${s}?sort=price-desc` },
    {
      name: `store, ${DEPTH} deep, newest`,
      url: `${s}?${await deepQuery('store_id', store.id, 'newest', DEPTH)}`,
    },
  ];
  return values.only ? list.filter((x) => x.name.includes(values.only!)) : list;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** One GET; resolves with the status once the whole body has arrived. */
function get(url: string): Promise<number> {
  return new Promise((resolve) => {
    const req = http.get({ host: '127.0.0.1', port: PORT, path: url, agent }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('error', () => resolve(0));
    });
    req.on('error', () => resolve(0));
    // A request still waiting after this long is counted as failed (an overloaded server would
    // otherwise carry its backlog into the next case).
    req.setTimeout(TIMEOUT_MS, () => req.destroy());
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Sends `RATE` requests a second for `seconds`, each on its own schedule; latencies in ms from the schedule. */
async function paced(url: string, seconds: number) {
  const total = Math.round(RATE * seconds);
  const interval = 1000 / RATE;
  const latencies: number[] = [];
  let failed = 0;
  const pending: Promise<void>[] = [];
  const start = performance.now();
  for (let i = 0; i < total; i++) {
    const due = start + i * interval;
    const wait = due - performance.now();
    if (wait > 1) await sleep(wait);
    pending.push(
      get(url).then((status) => {
        if (status === 200) latencies.push(performance.now() - due);
        else failed++;
      }),
    );
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (p: number) => percentile(latencies, p);
  return {
    sent: total,
    ok: latencies.length,
    failed,
    rate: latencies.length / elapsed,
    p50: at(50),
    p95: at(95),
    p99: at(99),
  };
}

async function startServer() {
  if ((await get('/')) !== 0) throw new Error(`port ${PORT} is taken; pass another with --port`);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-bench-pages-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    cwd: values['server-dir'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'fatal',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`the app exited with ${child.exitCode}`);
    if ((await get('/api/catalog/categories')) === 200) break;
    await sleep(100);
  }
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}

const stop = await startServer();
const rows: Row[] = [];
try {
  for (const c of await cases()) {
    // The server may still be working off the previous case's backlog: wait until it answers.
    let status = 0;
    for (let i = 0; i < 20 && status !== 200; i++) status = await get(c.url);
    if (status !== 200) {
      // Still drowning in the previous case's backlog: this case is recorded as not served.
      rows.push({ ...c, sent: 0, ok: 0, failed: 0, rate: 0, p50: NaN, p95: NaN, p99: NaN });
      continue;
    }
    await paced(c.url, WARMUP);
    rows.push({ ...c, ...(await paced(c.url, SECONDS)) });
  }
} finally {
  await stop();
  await pool.end();
  agent.destroy();
}

const ms = (n: number) => n.toFixed(1);
console.log(
  `\n${RATE} req/s for ${SECONDS} s per case (open loop, after ${WARMUP} s warm-up), ${OFFSET_PAGING ? 'offset' : 'cursor'} paging; load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')} on ${os.cpus().length} cores\n`,
);
console.log('| case | sent | ok | failed | achieved req/s | p50 ms | p95 ms | p99 ms |');
console.log('|---|---|---|---|---|---|---|---|');
for (const r of rows)
  console.log(
    `| ${r.name} | ${r.sent} | ${r.ok} | ${r.failed} | ${r.rate.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} |`,
  );
