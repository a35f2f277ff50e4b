/**
 * Catalog read benchmark: seeds N products, then times the shopper's API reads in-process on the
 * embedded database and (when BENCH_DATABASE_URL is set) on PostgreSQL, and prints a report.
 *   npm run bench -- --products 100000 --rounds 30
 * Numbers are for comparison between runs and engines on one machine, never for assertions.
 */
import { parseArgs } from 'node:util';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/logger.ts';
import { openDatabase, type Database } from '../src/server/db/client.ts';
import { buildDeps } from '../src/server/build-deps.ts';
import { createApp } from '../src/server/app.ts';
import { seedBulkCatalog } from '../src/server/seed/bulk-catalog.ts';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: { products: { type: 'string', default: '100000' }, rounds: { type: 'string', default: '30' } },
});
const N = Number(values.products);
const ROUNDS = Number(values.rounds);

type Row = { engine: string; name: string; p50: number; p95: number };

async function benchEngine(engine: 'pglite' | 'postgres', database: Database): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', PUBLIC_URL: 'http://bench.local' });
  const deps = await buildDeps(config, database, createLogger('silent'));
  const seedStart = performance.now();
  await seedBulkCatalog(deps, N);
  await database.db.execute(sql`analyze`);
  console.log(`${engine}: seeded ${N} products in ${((performance.now() - seedStart) / 1000).toFixed(1)} s`);
  const app = createApp(deps);
  const [category] = (await database.db.execute<{ slug: string }>(sql`select slug from categories limit 1`)).rows;
  const [store] = (await database.db.execute<{ slug: string }>(sql`select slug from stores limit 1`)).rows;
  const [product] = (
    await database.db.execute<{ id: string }>(sql`select id from products order by created_at desc limit 1`)
  ).rows;
  const cases: [string, string][] = [
    ['home', '/api/catalog/home'],
    ['category page (48)', `/api/catalog/categories/${category!.slug}`],
    ['store page (48)', `/api/catalog/stores/${store!.slug}`],
    ['product page', `/api/catalog/products/${product!.id}`],
    ['search "blender"', '/api/catalog/search?q=blender'],
    ['search typo "blendr"', '/api/catalog/search?q=blendr'],
    ['search rare "kaftan 4242"', '/api/catalog/search?q=kaftan%204242'],
  ];
  const rows: Row[] = [];
  for (const [name, url] of cases) {
    const times: number[] = [];
    for (let i = 0; i < ROUNDS + 3; i++) {
      const t = performance.now();
      const res = await app.request(`http://bench.local${url}`);
      if (res.status !== 200) throw new Error(`${url} → ${res.status}`);
      await res.arrayBuffer();
      if (i >= 3) times.push(performance.now() - t); // first rounds warm caches
    }
    times.sort((a, b) => a - b);
    rows.push({ engine, name, p50: percentile(times, 50), p95: percentile(times, 95) });
  }
  await rm(dataDir, { recursive: true, force: true });
  return rows;
}

const results: Row[] = [];
const embedded = await openDatabase({ pgliteDir: 'memory://' });
results.push(...(await benchEngine('pglite', embedded)));
await embedded.close();

const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) {
  const name = `oja_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const server = await openDatabase({ databaseUrl: url.toString() });
  results.push(...(await benchEngine('postgres', server)));
  await server.close();
  await admin.query(`drop database ${name} with (force)`);
  await admin.end();
}

console.log(
  `\nCatalog reads on ${N.toLocaleString('en')} products, ${ROUNDS} rounds each (ms, in-process, no network)\n`,
);
const names = [...new Set(results.map((r) => r.name))];
const engines = [...new Set(results.map((r) => r.engine))];
console.log(
  [
    'endpoint'.padEnd(28),
    ...engines.map((e) => `${e} p50`.padStart(14) + `${e} p95`.padStart(14)),
    engines.length > 1 ? 'pglite/pg'.padStart(11) : '',
  ].join(''),
);
for (const name of names) {
  const cells = engines.map((e) => {
    const r = results.find((x) => x.engine === e && x.name === name)!;
    return r.p50.toFixed(1).padStart(14) + r.p95.toFixed(1).padStart(14);
  });
  const ratio =
    engines.length > 1
      ? (
          results.find((x) => x.engine === 'pglite' && x.name === name)!.p50 /
          results.find((x) => x.engine === 'postgres' && x.name === name)!.p50
        )
          .toFixed(2)
          .padStart(11)
      : '';
  console.log([name.padEnd(28), ...cells, ratio].join(''));
}
