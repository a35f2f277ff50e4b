import { existsSync } from 'node:fs';

const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The system Chromium that the benchmarks drive, and the flags of every Chromium we start: without the
 * background-networking ones Chromium keeps dialling Google's hosts, which this kind of machine
 * refuses (and which would count in a benchmark's network).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * What the browser tests drive: Chromium's headless shell (Debian: `apt-get install
 * chromium-headless-shell`) when it is there, as Playwright's own download would. It renders with the
 * same engine as the full browser without the browser's own interface, and ran the browser suite
 * on about a third less CPU on a 2-core machine (docs/decisions/0006). CHROME_PATH overrides it.
 */
export const TEST_CHROMIUM_PATH =
  process.env.CHROME_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
