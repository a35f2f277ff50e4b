/**
 * Development: the Vite dev server (hot reload of the web app) and the API server, which restarts
 * when a server file changes (node --watch, running the TypeScript directly), from one command:
 *   npm run dev
 * Open the Vite address it prints; Vite forwards /api and /uploads to the API (vite.config.ts).
 * Ctrl-C stops both. DATA_DIR and the other variables apply to the API as with `npm start`;
 * VITE_PORT (default 5173) and API_PORT (default 3000) choose the ports.
 */
import { spawn } from 'node:child_process';
import { createServer } from 'vite';

const webPort = Number(process.env.VITE_PORT ?? 5173);
const apiPort = Number(process.env.API_PORT ?? 3000);
const webUrl = `http://localhost:${webPort}`;

// The API runs first so that it holds the data folder's lock before anyone opens the page.
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

// vite.config.ts points its proxy at API_PORT.
process.env.API_PORT = String(apiPort);
const web = await createServer({ server: { port: webPort, strictPort: true } });
await web.listen();
console.log(`\n  Oja (development): open ${webUrl}\n  The API listens on :${apiPort} and restarts when src/server changes; Ctrl-C stops both.\n`);
web.printUrls();

let stopping = false;
async function stop(signal: NodeJS.Signals) {
  if (stopping) return;
  stopping = true;
  // Ctrl-C in a terminal reaches the API too; a signal sent to this process alone is passed on.
  if (api.exitCode === null && api.signalCode === null) api.kill(signal);
  await Promise.all([web.close(), apiExited]);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
// If the API watcher itself dies, there is nothing left to develop against.
void apiExited.then(() => {
  if (!stopping) {
    console.error('The API server process exited; stopping.');
    void stop('SIGTERM');
  }
});
