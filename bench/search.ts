/**
 * Search at scale: p50/p95/p97.5/p99 of search (a common word, a typo of it, a rare name) and of
 * the first page of the biggest category, each beside the product page, at 10 connections over
 * real HTTP, against a PostgreSQL catalog that is already seeded (it is migrated on open). Use a
 * copy of the shared million-product database:
 *   createdb -h 127.0.0.1 -U postgres -T oja_1m h2_bench
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/h2_bench npm run bench:search
 *   npm run bench:search -- --seconds 15 --connections 10 --slices 5 --only search
 * The server runs in this process; the load comes from a worker thread (its own event loop),
 * each connection sending its next request when the last one is answered. Each read runs in turns
 * with the product page (`--slices` turns of `--seconds / --slices` each) and is given as a ratio
 * to the product page measured beside it (the goals: search p97.5 at most 3× a product
 * page, a category's first page at most 2×): on a shared machine a burst of load falls on both,
 * and the ratio is what to compare between runs. `--only` runs the reads whose names contain one
 * of its comma-separated words. Figures are for comparing runs on one machine, never for
 * assertions.
 */
import { parseArgs } from 'node:util';
import os from 'node:os';
import path from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/logger.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { buildDeps } from '../src/server/build-deps.ts';
import { createApp } from '../src/server/app.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    slices: { type: 'string', default: '5' },
    connections: { type: 'string', default: '10' },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3392' },
    only: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);
const SLICES = Number(values.slices);
const CONNECTIONS = Number(values.connections);
const PORT = Number(values.port);
const databaseUrl = process.env.BENCH_DATABASE_URL;
if (!databaseUrl) {
  console.error('Set BENCH_DATABASE_URL to a seeded PostgreSQL database (e.g. a copy of oja_1m).');
  process.exit(1);
}

/** Common words of the bench catalog (each in about 1 in 24 names at any size) and a typo of each. */
const WORDS = ['blender', 'kettle', 'generator', 'speaker', 'wristwatch', 'backpack'];
const TYPOS = ['blendr', 'kettel', 'genrator', 'speakr', 'wristwach', 'bakcpack'];

/** Sends requests for `seconds` on `connections` keep-alive connections; returns each latency in ms. */
const CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
const http = require('node:http');
const { base, paths, seconds, connections } = workerData;
const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
const get = (p) => new Promise((resolve, reject) => {
  const req = http.get(base + p, { agent }, (res) => {
    res.on('data', () => {});
    res.on('end', () => (res.statusCode === 200 ? resolve() : reject(new Error(p + ' -> ' + res.statusCode))));
  });
  req.on('error', reject);
});
(async () => {
  const times = [];
  let next = 0;
  const end = performance.now() + seconds * 1000;
  await Promise.all(Array.from({ length: connections }, async () => {
    while (performance.now() < end) {
      const p = paths[next++ % paths.length];
      const t = performance.now();
      await get(p);
      times.push(performance.now() - t);
    }
  }));
  agent.destroy();
  parentPort.postMessage(times);
})().catch((e) => { throw e; });
`;

function load(paths: string[], seconds: number): Promise<number[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(CLIENT, {
      eval: true,
      execArgv: [],
      workerData: { base: `http://127.0.0.1:${PORT}`, paths, seconds, connections: CONNECTIONS },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-bench-search-'));
const database = await openDatabase({ databaseUrl });
const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://bench.local' });
const deps = await buildDeps(config, database, createLogger('silent'));
const server = serve({ fetch: createApp(deps).fetch, port: PORT, hostname: '127.0.0.1' });
try {
  const [{ n }] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows as [
    { n: number },
  ];
  // A fixed sample (tablesample with a seed) of products: their pages, and their full names as rare searches.
  const sample = (
    await database.db.execute<{ id: string; name: string }>(
      sql`select id, name from products tablesample system (1) repeatable (42) where is_active limit 200`,
    )
  ).rows;
  // The category with the most visible products: its first page, newest first (the default).
  const [category] = (
    await database.db.execute<{ slug: string }>(
      sql`select c.slug from categories c join products p on p.category_id = c.id join stores s on s.id = p.store_id
        where c.is_active and p.is_active and s.is_active group by c.id, c.slug order by count(*) desc limit 1`,
    )
  ).rows;
  const search = (q: string) => `/api/catalog/search?q=${encodeURIComponent(q)}`;
  const allCases: [string, string[]][] = [
    ['product page', sample.map((p) => `/api/catalog/products/${p.id}`)],
    ['search word', WORDS.map(search)],
    ['search typo', TYPOS.map(search)],
    ['search rare', sample.map((p) => search(p.name))],
    ['category 1st', category ? [`/api/catalog/categories/${category.slug}`] : []],
  ];
  const only = values.only?.split(',');
  const cases = allCases.filter(
    ([name, paths], i) => paths.length > 0 && (i === 0 || !only || only.some((o) => name.includes(o))),
  );
  console.log(
    `bench:search: ${n.toLocaleString('en')} products, ${CONNECTIONS} connections, ${SECONDS} s per read in ${SLICES} turns with the product page, load average ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  type Stats = { requests: number; rps: number; p50: number; p95: number; p975: number; p99: number };
  const stats = (times: number[], seconds: number): Stats => {
    const sorted = [...times].sort((a, b) => a - b);
    return {
      requests: sorted.length,
      rps: sorted.length / seconds,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p975: percentile(sorted, 97.5),
      p99: percentile(sorted, 99),
    };
  };
  // Each read runs in SLICES turns with the product page, so a burst of load from elsewhere on a
  // shared machine falls on both: its ratio is to the product page measured beside it.
  const [[, productPaths], ...reads] = cases as [[string, string[]], ...[string, string[]][]];
  const slice = SECONDS / SLICES;
  const allProduct: number[] = [];
  const rows: { name: string; read: Stats; product: Stats }[] = [];
  for (const [name, paths] of reads) {
    await load(productPaths, 1); // warm-up
    await load(paths, Math.min(2, SECONDS));
    const product: number[] = [];
    const read: number[] = [];
    for (let i = 0; i < SLICES; i++) {
      product.push(...(await load(productPaths, slice)));
      read.push(...(await load(paths, slice)));
    }
    allProduct.push(...product);
    rows.push({ name, read: stats(read, SECONDS), product: stats(product, SECONDS) });
  }
  const fmt = (ms: number) => ms.toFixed(1).padStart(7);
  const ratio = (a: number, b: number) => (a / b).toFixed(2).padStart(10);
  console.log(
    `\n| read         |   req/s | p50 ms  | p95 ms  | p97.5 ms | p99 ms  | beside: pp req/s | pp p95 | pp p97.5 | p95 ÷ pp   | p97.5 ÷ pp |`,
  );
  console.log(
    `|--------------|---------|---------|---------|----------|---------|------------------|--------|----------|------------|------------|`,
  );
  const all = stats(allProduct, SECONDS * rows.length);
  console.log(
    `| product page | ${all.rps.toFixed(0).padStart(7)} | ${fmt(all.p50)} | ${fmt(all.p95)} | ${fmt(all.p975)}  | ${fmt(all.p99)} |                  |        |          |            |            |`,
  );
  for (const { name, read, product } of rows) {
    console.log(
      `| ${name.padEnd(12)} | ${read.rps.toFixed(0).padStart(7)} | ${fmt(read.p50)} | ${fmt(read.p95)} | ${fmt(read.p975)}  | ${fmt(read.p99)} | ${product.rps.toFixed(0).padStart(16)} | ${product.p95.toFixed(1).padStart(6)} | ${product.p975.toFixed(1).padStart(8)} | ${ratio(read.p95, product.p95)} | ${ratio(read.p975, product.p975)} |`,
    );
  }
  console.log(`(pp: the product page, run in ${SLICES} turns with each read; ratios to the turns beside it)`);
  console.log(
    `\nload average after: ${os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  server.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
}
