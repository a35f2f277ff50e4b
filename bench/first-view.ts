/**
 * First-view weight of the shopper's pages: starts Oja on a fresh demo database, opens each page
 * in Chromium at 360 px with an empty cache, and prints what crossed the wire by type, next to
 * the budget (≤ 120 KB of JavaScript and ≤ 350 KB in all, compressed, for a first view).
 * `entry js` is the JavaScript asked for before the page's load event: what the first view
 * itself needs (the goal: ≤ 60 KB). `app js` is what came after it, the app the first-view
 * script fetches once the page has painted (src/web/first-view.ts); `js` is both. `hydrated ms`
 * is when React had taken over the page's heading.
 *   npm run build && node --import tsx bench/first-view.ts
 * A report for comparing builds, not a test: nothing here fails on a number.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

const PORT = Number(process.env.BENCH_PORT ?? 3290);
const base = `http://localhost:${PORT}`;
const BUDGET = { jsKb: 120, totalKb: 350 };

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-first-view-'));
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  env: { ...process.env, PORT: String(PORT), PUBLIC_URL: base, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  stdio: 'ignore',
});
try {
  for (let i = 0; i < 600; i++) {
    const up = await fetch(`${base}/api/auth/session`)
      .then((r) => r.ok)
      .catch(() => false);
    if (up) break;
    await new Promise((r) => setTimeout(r, 100));
  }
  const home = (await (await fetch(`${base}/api/catalog/home`)).json()) as {
    products: { id: string; storeSlug: string }[];
    categories: { slug: string }[];
  };
  const pages: [string, string][] = [
    ['home', '/'],
    ['category', `/category/${home.categories[0]?.slug ?? 'none'}`],
    ['store', `/store/${home.products[0]?.storeSlug ?? 'none'}`],
    ['product', `/product/${home.products[0]?.id ?? 'none'}`],
    ['search', '/search?q=rice'],
    ['cart', '/cart'],
  ];
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  console.log(
    `First view at 360 px, empty cache (KB on the wire; budget JS ≤ ${BUDGET.jsKb}, total ≤ ${BUDGET.totalKb})\n`,
  );
  console.log(
    [
      'page'.padEnd(10),
      'entry js'.padStart(10),
      'app js'.padStart(8),
      'js'.padStart(8),
      'css'.padStart(8),
      'img'.padStart(8),
      'api'.padStart(8),
      'other'.padStart(8),
      'total'.padStart(8),
      'requests'.padStart(10),
      'LCP ms'.padStart(8),
      'hydrated ms'.padStart(13),
    ].join(''),
  );
  for (const [name, url] of pages) {
    const context = await browser.newContext({ viewport: { width: 360, height: 760 }, deviceScaleFactor: 2 });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Page.enable');
    const sizes = new Map<string, { type: string; bytes: number }>();
    const askedAt = new Map<string, number>();
    let loadedAt = Infinity;
    cdp.on('Network.requestWillBeSent', (e) => askedAt.set(e.requestId, e.timestamp));
    cdp.on('Page.loadEventFired', (e) => (loadedAt = Math.min(loadedAt, e.timestamp)));
    cdp.on('Network.responseReceived', (e) => sizes.set(e.requestId, { type: e.type, bytes: 0 }));
    cdp.on('Network.loadingFinished', (e) => {
      const entry = sizes.get(e.requestId);
      if (entry) entry.bytes = e.encodedDataLength;
    });
    // Looks every 10 ms for React's own properties on the page's heading: the moment it hydrated.
    await page.addInitScript(() => {
      const w = window as unknown as { hydratedAt?: number };
      const timer = setInterval(() => {
        const heading = document.querySelector('main h1');
        if (!heading || !Object.keys(heading).some((key) => key.startsWith('__reactFiber'))) return;
        w.hydratedAt = performance.now();
        clearInterval(timer);
      }, 10);
    });
    await page.goto(`${base}${url}`, { waitUntil: 'networkidle' });
    const hydrated = await page.evaluate(() => (window as unknown as { hydratedAt?: number }).hydratedAt ?? NaN);
    const lcp = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          new PerformanceObserver((list) => resolve(list.getEntries().at(-1)?.startTime ?? 0)).observe({
            type: 'largest-contentful-paint',
            buffered: true,
          });
          setTimeout(() => resolve(0), 2000);
        }),
    );
    const total = { js: 0, css: 0, img: 0, api: 0, other: 0 };
    let entryJs = 0;
    for (const [id, { type, bytes }] of sizes) {
      if (type === 'Script' && (askedAt.get(id) ?? Infinity) < loadedAt) entryJs += bytes;
      const key =
        type === 'Script'
          ? 'js'
          : type === 'Stylesheet'
            ? 'css'
            : type === 'Image'
              ? 'img'
              : type === 'Fetch' || type === 'XHR'
                ? 'api'
                : 'other';
      total[key] += bytes;
    }
    const kb = (n: number) => (n / 1024).toFixed(1).padStart(8);
    const all = total.js + total.css + total.img + total.api + total.other;
    console.log(
      [
        name.padEnd(10),
        `  ${kb(entryJs)}`,
        kb(total.js - entryJs),
        kb(total.js),
        kb(total.css),
        kb(total.img),
        kb(total.api),
        kb(total.other),
        kb(all),
        String(sizes.size).padStart(10),
        lcp.toFixed(0).padStart(8),
        (Number.isNaN(hydrated) ? '–' : hydrated.toFixed(0)).padStart(13),
      ].join(''),
    );
    await context.close();
  }
  await browser.close();
} finally {
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await rm(dataDir, { recursive: true, force: true });
}
