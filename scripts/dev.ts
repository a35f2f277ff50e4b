/**
 * Development: the Vite dev server (hot reload of the web app) and the API server, which restarts
 * when a server file changes (node --watch, running the TypeScript directly), from one command:
 *   npm run dev
 * Open the Vite address it prints; Vite forwards /api and /uploads to the API (vite.config.ts).
 * Ctrl-C stops both. DATA_DIR and the other variables apply to the API as with `npm start`;
 * VITE_PORT (default 5173) and API_PORT (default 3000) choose the ports.
 */
import { spawn } from 'node:child_process';
import { createServer, type ViteDevServer } from 'vite';

const webPort = Number(process.env.VITE_PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const webUrl = `http://localhost:${webPort}`;

const api = spawn(process.execPath, ['--watch', '--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: String(apiPort),
    // People use the Vite address: reset links point there, and it is the origin of their requests.
    PUBLIC_URL: process.env.PUBLIC_URL ?? webUrl,
  },
});
const apiExited = new Promise<void>((resolve) => api.on('exit', () => resolve()));
const apiRunning = () => api.exitCode === null && api.signalCode === null;

let web: ViteDevServer | undefined;
let stopping = false;
async function stop(signal: NodeJS.Signals, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  // Ctrl-C in a terminal reaches the API too (which shuts down once however many signals arrive);
  // a signal sent to this process alone is passed on.
  if (apiRunning()) api.kill(signal);
  await Promise.all([web?.close(), apiExited]);
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// If the API watcher itself dies, there is nothing left to develop against.
void apiExited.then(() => {
  if (stopping) return;
  console.error('The API server process exited; stopping.');
  void stop('SIGTERM', 1);
});

// vite.config.ts points its proxy at API_PORT.
process.env.API_PORT = String(apiPort);
try {
  web = await createServer({ server: { port: webPort, strictPort: true } });
  await web.listen();
  web.printUrls();
} catch (error) {
  console.error(`The Vite dev server could not start (VITE_PORT chooses another port than ${webPort}):`, error);
  await stop('SIGTERM', 1);
}
console.log(`  The API is starting on :${apiPort} (a first start on an empty DATA_DIR seeds the demo)…`);

// Say where to go once the API answers, so the first page does not meet a proxy error.
while (!stopping && apiRunning()) {
  const up = await fetch(`http://localhost:${apiPort}/api/auth/session`).then(
    (r) => r.ok,
    () => false,
  );
  if (up) {
    console.log(
      `\n  Oja (development): open ${webUrl}\n  The API restarts when src/server changes; Ctrl-C stops both.\n`,
    );
    break;
  }
  await new Promise((r) => setTimeout(r, 200));
}
