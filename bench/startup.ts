/**
 * Start-up time: runs `npm start` (or --command) on an empty data folder (cold), then again on the
 * folder it seeded (warm), and times each from the command's start until
 *   - page:    GET / answers 200 with the web app's HTML, and
 *   - catalog: GET /api/catalog/home lists the seeded products.
 *   npm run bench:startup -- --runs 3
 *   npm run bench:startup -- --fresh-build   # also removes dist/ and dist-server/ before each cold start
 * A report for comparing changes on one machine, not a test: nothing here fails on a number.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    command: { type: 'string', default: 'npm start' },
    'fresh-build': { type: 'boolean', default: false },
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3291' },
  },
});
const RUNS = Number(values.runs);
const PORT = Number(values.port);
const base = `http://127.0.0.1:${PORT}`;
const TIMEOUT_MS = 120_000;

type Timing = { page: number; catalog: number };

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function pageServed(): Promise<boolean> {
  const res = await fetch(`${base}/`).catch(() => null);
  return res?.status === 200 && (await res.text()).includes('<div id="root">');
}

async function catalogSeeded(): Promise<boolean> {
  const res = await fetch(`${base}/api/catalog/home`).catch(() => null);
  if (res?.status !== 200) return false;
  const body = (await res.json()) as { products?: unknown[] };
  return (body.products?.length ?? 0) > 0;
}

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

/** Starts the command on `dataDir` and times it until both the page and the catalog answer. */
async function timeStart(dataDir: string): Promise<Timing> {
  const started = performance.now();
  const child = spawn(values.command, {
    shell: true,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: { ...process.env, DATA_DIR: dataDir, PORT: String(PORT), PUBLIC_URL: base, LOG_LEVEL: 'warn' },
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  let gone = false;
  void exited.then(() => (gone = true));
  const timing: Partial<Timing> = {};
  try {
    while (timing.page === undefined || timing.catalog === undefined) {
      if (gone) throw new Error(`\`${values.command}\` exited early:\n${stderr}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`not up after ${TIMEOUT_MS / 1000} s:\n${stderr}`);
      if (timing.page === undefined && (await pageServed())) timing.page = performance.now() - started;
      if (timing.catalog === undefined && (await catalogSeeded())) timing.catalog = performance.now() - started;
      await sleep(20);
    }
  } finally {
    await stop(child, exited);
  }
  return timing as Timing;
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const seconds = (ms: number) => (ms / 1000).toFixed(2).padStart(7);

const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
console.log(
  `\`${values.command}\`, ${RUNS} runs, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), load ${load()}`,
);
if (values['fresh-build']) console.log('--fresh-build: dist/ and dist-server/ are removed before each cold start');
console.log(
  `\n${'run'.padEnd(6)}${'cold page'.padStart(11)}${'catalog'.padStart(9)}${'warm page'.padStart(11)}${'catalog'.padStart(9)}  (seconds)`,
);
const cold: Timing[] = [];
const warm: Timing[] = [];
for (let run = 1; run <= RUNS; run++) {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'oja-startup-'));
  try {
    if (values['fresh-build']) {
      await rm('dist', { recursive: true, force: true });
      await rm('dist-server', { recursive: true, force: true });
    }
    cold.push(await timeStart(dataDir));
    warm.push(await timeStart(dataDir));
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
  const [c, w] = [cold.at(-1)!, warm.at(-1)!];
  console.log(
    `${String(run).padEnd(6)}${seconds(c.page).padStart(11)}${seconds(c.catalog).padStart(9)}${seconds(w.page).padStart(11)}${seconds(w.catalog).padStart(9)}`,
  );
}
const m = (xs: Timing[], k: keyof Timing) => median(xs.map((x) => x[k]));
console.log(
  `${'median'.padEnd(6)}${seconds(m(cold, 'page')).padStart(11)}${seconds(m(cold, 'catalog')).padStart(9)}${seconds(m(warm, 'page')).padStart(11)}${seconds(m(warm, 'catalog')).padStart(9)}`,
);
console.log(`\nload at the end ${load()}`);
