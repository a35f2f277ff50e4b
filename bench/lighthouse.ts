/**
 * Lighthouse mobile on the shopper's pages: builds the app if its sources changed, starts the built
 * server (dist-server/main.js) on a fresh demo database, and runs Lighthouse (default mobile
 * emulation, simulated slow 4G and 4× CPU slowdown) in headless Chromium against home, a category,
 * a store, a product, a search and the cart, LIGHTHOUSE_RUNS times each (3 by default). Prints the
 * median of each figure per page, the LCP element and its phases, and the audits that cost the
 * most on each page. A report for comparing builds, not a test: nothing here fails on a number.
 *   npm run bench:lighthouse
 *   npm run bench:lighthouse -- --pages home,product --runs 5 --json /tmp/lh   # a subset; keep the reports
 * CHROME_PATH picks the browser (/usr/bin/chromium by default); BENCH_PORT the server's port (3291).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.ts';

const { values } = parseArgs({
  options: {
    pages: { type: 'string' },
    runs: { type: 'string', default: process.env.LIGHTHOUSE_RUNS ?? '3' },
    json: { type: 'string' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(process.env.BENCH_PORT ?? 3291);
const DEBUG_PORT = PORT + 1000;
const base = `http://localhost:${PORT}`;
const CHROME = CHROMIUM_PATH;
const CHROME_FLAGS = ['--headless', ...CHROMIUM_ARGS];
/** The goal: score ≥ 98, LCP ≤ 1.2 s, ≤ 200 KB on the first view. */
const GOAL = { score: 98, lcpMs: 1200, kb: 200 };

async function waitFor(url: string, what: string) {
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(url)
        .then((r) => r.ok)
        .catch(() => false)
    )
      return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what} did not answer at ${url} within a minute`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

function median(numbers: number[]) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr: Result) => Math.round((lhr.categories.performance?.score ?? 0) * 100);

/** The audits that cost this run score, worst first: opportunities and diagnostics with a saving or a failing score. */
function costs(lhr: Result) {
  const metricIds = new Set(lhr.categories.performance?.auditRefs.filter((r) => r.weight > 0).map((r) => r.id));
  return Object.values(lhr.audits)
    .filter((a) => !metricIds.has(a.id) && a.score !== null && a.score < 0.9)
    .filter(
      (a) =>
        a.scoreDisplayMode === 'metricSavings' || a.scoreDisplayMode === 'numeric' || a.scoreDisplayMode === 'binary',
    )
    .map((a) => {
      const savings = a.metricSavings ?? {};
      const ms = Math.max(savings.LCP ?? 0, savings.FCP ?? 0, savings.TBT ?? 0);
      return { id: a.id, ms, cls: savings.CLS ?? 0, text: a.displayValue ?? '' };
    })
    .sort((a, b) => b.ms - a.ms || b.cls - a.cls);
}

/** The LCP element and where its time went (time to first byte, load delay, load time, render delay). */
function lcpBreakdown(lhr: Result) {
  type Table = {
    type: 'table';
    items: { node?: { snippet?: string; nodeLabel?: string }; phase?: string; timing?: number }[];
  };
  const details = lhr.audits['largest-contentful-paint-element']?.details as { items?: Table[] } | undefined;
  const [elementTable, phaseTable] = details?.items ?? [];
  const node = elementTable?.items[0]?.node;
  const phases = (phaseTable?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing ?? 0)} ms`).join(', ');
  return { element: (node?.snippet ?? node?.nodeLabel ?? '?').slice(0, 110), phases };
}

/** One Lighthouse run; a run whose trace failed (it happens on a loaded machine: NO_NAVSTART, NO_FCP) is retried twice. */
async function audit(url: string) {
  for (let attempt = 1; ; attempt++) {
    const result = await lighthouse(url, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (!result.lhr.runtimeError) return result;
    if (attempt === 3) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    console.error(`${url}: ${result.lhr.runtimeError.code}, running it again`);
  }
}

const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-lighthouse-'));
const profileDir = await mkdtemp(path.join(os.tmpdir(), 'oja-lighthouse-chrome-'));
const build = spawn(process.execPath, ['scripts/build.js', '--if-changed'], { stdio: 'inherit' });
if ((await new Promise((r) => build.once('exit', r))) !== 0) throw new Error('The build failed');

const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: {
    ...process.env,
    PORT: String(PORT),
    PUBLIC_URL: base,
    DATA_DIR: dataDir,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
  },
  stdio: 'ignore',
});
const chrome = spawn(
  CHROME,
  [...CHROME_FLAGS, `--remote-debugging-port=${DEBUG_PORT}`, `--user-data-dir=${profileDir}`, 'about:blank'],
  { stdio: 'ignore' },
);
try {
  await waitFor(`${base}/api/auth/session`, 'The server');
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium');
  const home = (await (await fetch(`${base}/api/catalog/home`)).json()) as {
    products: { id: string; storeSlug: string }[];
    categories: { slug: string }[];
  };
  const product = home.products[0];
  const allPages: [string, string][] = [
    ['home', '/'],
    ['category', `/category/${home.categories[0]?.slug ?? 'none'}`],
    ['store', `/store/${product?.storeSlug ?? 'none'}`],
    ['product', `/product/${product?.id ?? 'none'}`],
    ['search', '/search?q=rice'],
    ['cart', '/cart'],
  ];
  const wanted = values.pages?.split(',');
  const pages = allPages.filter(([name]) => !wanted || wanted.includes(name));
  if (values.json) await mkdir(values.json, { recursive: true });

  const rows: string[] = [];
  const notes: string[] = [];
  for (const [name, url] of pages) {
    const runs: Result[] = [];
    for (let i = 0; i < RUNS; i++) {
      const result = await audit(`${base}${url}`);
      runs.push(result.lhr);
      console.error(
        `${name} run ${i + 1}: score ${score(result.lhr)}, LCP ${Math.round(numeric(result.lhr, 'largest-contentful-paint'))} ms`,
      );
      if (values.json) await writeFile(path.join(values.json, `${name}-${i + 1}.json`), String(result.report));
    }
    const m = (id: string) => median(runs.map((r) => numeric(r, id)));
    const medianScore = median(runs.map(score));
    const kb = m('total-byte-weight') / 1024;
    const requests = median(
      runs.map((r) => (r.audits['network-requests']?.details as { items?: unknown[] } | undefined)?.items?.length ?? 0),
    );
    rows.push(
      [
        name.padEnd(10),
        String(medianScore).padStart(6),
        (m('first-contentful-paint') / 1000).toFixed(2).padStart(8),
        (m('largest-contentful-paint') / 1000).toFixed(2).padStart(8),
        m('total-blocking-time').toFixed(0).padStart(8),
        m('cumulative-layout-shift').toFixed(3).padStart(8),
        (m('speed-index') / 1000).toFixed(2).padStart(8),
        kb.toFixed(1).padStart(9),
        String(requests).padStart(6),
        `  ${runs.map(score).join('/')}`,
      ].join(''),
    );
    // The run nearest the median score stands for the page in the notes.
    const typical = [...runs].sort((a, b) => Math.abs(score(a) - medianScore) - Math.abs(score(b) - medianScore))[0]!;
    const lcp = lcpBreakdown(typical);
    notes.push(
      `${name} (${url}) — LCP element: ${lcp.element}\n  LCP phases: ${lcp.phases || 'n/a'}\n` +
        costs(typical)
          .slice(0, 8)
          .map(
            (c) =>
              `  - ${c.id}${c.text ? `: ${c.text}` : ''}${c.ms ? ` (saves ~${Math.round(c.ms)} ms)` : ''}${c.cls ? ` (CLS ${c.cls.toFixed(3)})` : ''}`,
          )
          .join('\n'),
    );
  }
  console.log(
    `\nLighthouse 12.8 mobile (simulated slow 4G, 4× CPU), median of ${RUNS} runs; ` +
      `goal: score ≥ ${GOAL.score}, LCP ≤ ${GOAL.lcpMs / 1000} s, ≤ ${GOAL.kb} KB\n`,
  );
  console.log(
    [
      'page'.padEnd(10),
      'score'.padStart(6),
      'FCP s'.padStart(8),
      'LCP s'.padStart(8),
      'TBT ms'.padStart(8),
      'CLS'.padStart(8),
      'SI s'.padStart(8),
      'KB'.padStart(9),
      'reqs'.padStart(6),
      '  scores',
    ].join(''),
  );
  for (const row of rows) console.log(row);
  console.log(
    `\nload average: ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} (${os.cpus().length} cores)\n`,
  );
  console.log('What costs score (the median run of each page):\n');
  for (const note of notes) console.log(`${note}\n`);
} finally {
  await stop(chrome);
  await stop(server);
  await rm(dataDir, { recursive: true, force: true });
  await rm(profileDir, { recursive: true, force: true });
}
