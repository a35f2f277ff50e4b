/**
 * Time per server-rendered shopper page: starts the built app (`node dist-server/main.js`) on a
 * fresh demo database, then asks each shopper page (home, category, store, product, search) and
 * the API read behind it one request at a time, and prints p50/p95 of each and their difference
 * (what rendering the page costs over answering its data).
 *   npm run build && node --import tsx bench/ssr-pages.ts [--requests 200] [--server-dir ../other-checkout]
 * `--server-dir` runs another checkout's build, to compare two versions on one machine. Logs go
 * where production sends them (LOG_LEVEL=info, to a discarded stdout). A report for comparing
 * builds, never an assertion.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { percentile } from './percentile.ts';

const { values } = parseArgs({
  options: {
    requests: { type: 'string', default: '200' },
    warmup: { type: 'string', default: '30' },
    port: { type: 'string', default: '3295' },
    'server-dir': { type: 'string', default: process.cwd() },
  },
});
const REQUESTS = Number(values.requests);
const WARMUP = Number(values.warmup);
const PORT = Number(values.port);
const serverDir = path.resolve(values['server-dir']);
const base = `http://localhost:${PORT}`;

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-ssr-bench-'));
const server = spawn(process.execPath, ['dist-server/main.js'], {
  cwd: serverDir,
  env: { ...process.env, PORT: String(PORT), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'info' },
  stdio: 'ignore',
});

/** Milliseconds of each of `n` requests to `url`, one after another; a non-2xx answer stops the bench. */
async function time(url: string, n: number): Promise<number[]> {
  const took: number[] = [];
  for (let i = 0; i < n; i++) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { 'accept-encoding': 'identity' } });
    const body = await response.text();
    took.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} answered ${response.status}`);
    if (!url.startsWith('/api/') && !body.includes('data-ssr'))
      throw new Error(`${url} was not rendered on the server`);
  }
  return took;
}

try {
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/api/auth/session`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    if (i > 900) throw new Error('the server did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  const home = (await (await fetch(`${base}/api/catalog/home`)).json()) as {
    products: { id: string; name: string }[];
    categories: { slug: string }[];
  };
  const product = home.products[0]!;
  const productPage = (await (await fetch(`${base}/api/catalog/products/${product.id}`)).json()) as {
    product: { storeSlug: string };
  };
  const category = home.categories[0]!.slug;
  const store = productPage.product.storeSlug;
  const word = product.name.split(/\s+/)[0]!.toLowerCase();
  const list = 'limit=48&sort=newest&inStock=0';
  const cases: [name: string, page: string, api: string][] = [
    ['home', '/', '/api/catalog/home'],
    ['category', `/category/${category}`, `/api/catalog/categories/${category}?${list}`],
    ['store', `/store/${store}`, `/api/catalog/stores/${store}?${list}`],
    ['product', `/product/${product.id}`, `/api/catalog/products/${product.id}`],
    ['search', `/search?q=${word}`, `/api/catalog/search?q=${word}&limit=20&offset=0&sort=relevance&inStock=0`],
  ];
  console.log(`Server-rendered pages, ${REQUESTS} requests each, one at a time (${serverDir})\n`);
  console.log(
    ['page'.padEnd(10), 'page p50', 'page p95', ' api p50', ' api p95', 'render p50']
      .map((h) => h.padStart(9))
      .join(' '),
  );
  for (const [name, page, api] of cases) {
    await time(page, WARMUP);
    await time(api, WARMUP);
    const pageMs = (await time(page, REQUESTS)).sort((a, b) => a - b);
    const apiMs = (await time(api, REQUESTS)).sort((a, b) => a - b);
    const cells = [percentile(pageMs, 50), percentile(pageMs, 95), percentile(apiMs, 50), percentile(apiMs, 95)];
    console.log(
      [
        name.padEnd(10).padStart(9),
        ...cells.map((ms) => ms.toFixed(1).padStart(9)),
        (cells[0]! - cells[2]!).toFixed(1).padStart(9),
      ].join(' '),
    );
  }
} finally {
  server.kill();
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
