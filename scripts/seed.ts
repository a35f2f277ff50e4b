/**
 * Fills a database with many products for benchmarks:
 *   npm run seed -- --products 100000
 * Uses DATABASE_URL when set, otherwise the embedded database under DATA_DIR (it takes the same
 * lock as the server, so stop the server first).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { loadConfig } from '../src/server/config.ts';
import { createLogger } from '../src/server/logger.ts';
import { lockDataDir } from '../src/server/data-dir-lock.ts';
import { openDatabase } from '../src/server/db/client.ts';
import { buildDeps } from '../src/server/build-deps.ts';
import { seedBulkCatalog } from '../src/server/seed/bulk-catalog.ts';

const { values } = parseArgs({ options: { products: { type: 'string', default: '1000' } } });
const count = Number(values.products);
if (!Number.isInteger(count) || count < 1 || count > 5_000_000) {
  console.error('--products must be a whole number between 1 and 5000000');
  process.exit(1);
}

const config = loadConfig();
const release = config.databaseUrl ? () => {} : await lockDataDir(config.dataDir);
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'db') });
try {
  const deps = await buildDeps(config, database, createLogger('warn'));
  const started = performance.now();
  const result = await seedBulkCatalog(deps, count);
  const seconds = (performance.now() - started) / 1000;
  const [total] = (await database.db.execute<{ n: number }>(sql`select count(*)::int as n from products`)).rows;
  console.log(
    `Added ${result.products} products in ${result.stores} stores and ${result.categories} categories in ${seconds.toFixed(1)} s (${database.engine}); ${total?.n} products in all.`,
  );
} finally {
  await database.close();
  release();
}
