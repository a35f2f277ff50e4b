/**
 * The system Chromium that the browser tests and the benchmarks drive, and its flags: without the
 * background-networking ones Chromium keeps dialling Google's hosts, which this kind of machine
 * refuses (and which would count in a benchmark's network).
 */
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
