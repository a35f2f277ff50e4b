// Plain JavaScript, so that it starts at once, without loading a TypeScript compiler.
/* global process, console, performance, setTimeout, clearTimeout */
/**
 * `npm test` and `npm run validate`: the checks run side by side in stages (decision 0006).
 *   node scripts/test.js             # npm test
 *   node scripts/test.js --validate  # npm run validate: format, lint, typecheck and the unit tests
 *
 * npm test's stages:
 *   1. format, lint, typecheck and the unit tests, while the build runs;
 *   2. the API tests on PGlite and, with TEST_DATABASE_URL, on PostgreSQL and the cluster test
 *      (three nodes of the build behind HAProxy, decision 0027), side by side;
 *   3. the browser journeys (Playwright) against the build of stage 1.
 * Every line a step prints is shown as it comes, prefixed with the step's name. The first step to
 * fail stops the others; its whole output is then printed again in one piece, and the run exits
 * with that step's exit code. A summary of each step's time ends the run.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { validate: { type: 'boolean', default: false } } });
const root = path.resolve(import.meta.dirname, '..');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const postgres = !!process.env.TEST_DATABASE_URL;

/** A step: its name and the command it runs. */
const step = (name, command, args, env = {}) => ({ name, command, args, env });
const format = step('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
const lint = step('lint', bin('eslint'), ['.']);
const typecheck = step('typecheck', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json']);
const vitest = (project) => step(project, bin('vitest'), ['run', '--project', project]);
const build = step('build', process.execPath, ['scripts/build.js']);
// A journey that fails is run once more: one that then passes is reported as flaky in the summary,
// one that fails again fails the run (decision 0040).
const e2e = step('e2e', bin('playwright'), ['test', '--retries=1']);

const stages = values.validate
  ? [[format, lint, typecheck, vitest('unit')]]
  : [
      [format, lint, typecheck, vitest('unit'), build],
      [vitest('pglite'), ...(postgres ? [vitest('postgres'), vitest('cluster')] : [])],
      [e2e],
    ];

const width = Math.max(...stages.flat().map((s) => s.name.length));
const running = new Set();
const timings = [];
let stopping = false;

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** Runs one step in its own process group (so stopping it stops its children too). */
function run({ name, command, args, env }) {
  const started = performance.now();
  const prefix = `${name.padEnd(width)} │ `;
  const child = spawn(command, args, {
    cwd: root,
    // Piped, the tools would drop their colours on a terminal, and keep them in a log file.
    env: { ...(process.stdout.isTTY ? { FORCE_COLOR: '1' } : { NO_COLOR: '1' }), ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.add(child);
  const output = [];
  let partial = '';
  const onData = (chunk) => {
    const text = partial + chunk.toString();
    const lines = text.split('\n');
    partial = lines.pop();
    for (const line of lines) {
      output.push(line);
      if (!stopping) process.stdout.write(prefix + line + '\n');
    }
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  return new Promise((resolve) => {
    child.on('error', (error) => output.push(String(error)));
    child.on('close', (code, signal) => {
      running.delete(child);
      if (partial) {
        output.push(partial);
        if (!stopping) process.stdout.write(prefix + partial + '\n');
      }
      const ms = performance.now() - started;
      timings.push({ name, ms, code, signal });
      resolve({ name, code: code ?? 1, signal, output, ms });
    });
  });
}

/** Stops every running step's process group, then waits a moment for them to go (Playwright stops its servers). */
async function stopAll() {
  stopping = true;
  const closing = [...running].map((child) => new Promise((resolve) => child.on('close', resolve)));
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  let timer;
  await Promise.race([Promise.all(closing), new Promise((resolve) => (timer = setTimeout(resolve, 15_000)))]);
  clearTimeout(timer);
  for (const child of running) {
    try {
      process.kill(-child.pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/** The journeys Playwright reports as flaky (failed, then passed on the retry): the lines under "N flaky". */
function flakyOf(output) {
  const start = output.findIndex((line) => /^\s+\d+ flaky$/.test(line));
  if (start === -1) return [];
  const lines = [];
  for (const line of output.slice(start + 1)) {
    if (!/^\s+\[/.test(line)) break;
    lines.push(line.replace(/\s*─+$/, '').trim());
  }
  return lines;
}

let flaky = [];

function summary(total) {
  console.log('');
  if (flaky.length > 0) {
    console.log(`  ${flaky.length} journey(s) failed once and passed on the retry; fix them before they fail twice:`);
    for (const line of flaky) console.log(`    ${line}`);
    console.log('');
  }
  for (const { name, ms, code, signal } of timings) {
    const state = code === 0 ? 'ok' : signal ? `stopped (${signal})` : `FAILED (exit ${code})`;
    console.log(`  ${name.padEnd(width)}  ${seconds(ms).padStart(8)}  ${state}`);
  }
  console.log(`  ${'total'.padEnd(width)}  ${seconds(total).padStart(8)}`);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void stopAll().then(() => process.exit(130));
  });
}

const begun = performance.now();
for (const [index, stage] of stages.entries()) {
  console.log(`── stage ${index + 1}/${stages.length}: ${stage.map((s) => s.name).join(', ')}`);
  const failed = await new Promise((resolve) => {
    let left = stage.length;
    for (const s of stage) {
      void run(s).then((result) => {
        if (result.name === 'e2e') flaky = flakyOf(result.output);
        if (result.code !== 0 && !stopping) resolve(result);
        else if (--left === 0) resolve(null);
      });
    }
  });
  if (failed) {
    await stopAll();
    console.log(`\n── ${failed.name} failed (exit ${failed.code}); its whole output:\n`);
    console.log(failed.output.join('\n'));
    summary(performance.now() - begun);
    process.exit(failed.code || 1);
  }
}
summary(performance.now() - begun);
