/**
 * Several Oja processes on one PostgreSQL database behind HAProxy, as an operator runs Oja when one
 * machine is not enough (README, "Deploying on PostgreSQL"):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oja npm run cluster -- --nodes 3 --port 8080
 * Each node is `node dist-server/main.js` on its own port and data folder, with the same
 * AUTH_SECRET and PUBLIC_URL (the balancer's address). HAProxy (the distribution's package; installed
 * with apt-get when missing and run as root) sends each request to a node whose GET /healthz answers
 * 200, so a stopped node is routed around within two checks. The first node starts alone, so that
 * one process applies the migrations; the others start once it is healthy. Ctrl-C stops everything.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    nodes: { type: 'string', default: '3' },
    port: { type: 'string', default: '8080' },
    'first-node-port': { type: 'string', default: '3101' },
  },
});
const NODES = Number(values.nodes);
const PORT = Number(values.port);
const FIRST_NODE_PORT = Number(values['first-node-port']);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('Set DATABASE_URL: the nodes share one PostgreSQL database (the embedded one serves one process).');
  process.exit(1);
}
if (!Number.isInteger(NODES) || NODES < 1 || NODES > 16) {
  console.error('--nodes must be a whole number from 1 to 16');
  process.exit(1);
}

const haproxy = findHaproxy();
const publicUrl = process.env.PUBLIC_URL ?? `http://localhost:${PORT}`;
// Every node signs and reads the same session cookies.
const authSecret = process.env.AUTH_SECRET ?? randomBytes(48).toString('base64');
const work = await mkdtemp(path.join(os.tmpdir(), 'oja-cluster-'));
const children: ChildProcess[] = [];
let stopping = false;

const nodes = Array.from({ length: NODES }, (_, i) => ({
  name: `node${i + 1}`,
  port: FIRST_NODE_PORT + i,
  dataDir: path.join(work, `node${i + 1}`),
}));

function startNode(node: (typeof nodes)[number]) {
  const child = spawn(process.execPath, ['dist-server/main.js'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      PORT: String(node.port),
      DATA_DIR: node.dataDir,
      DATABASE_URL: databaseUrl,
      PUBLIC_URL: publicUrl,
      AUTH_SECRET: authSecret,
      // The balancer adds X-Forwarded-For: rate limits count the shopper's address, not HAProxy's.
      TRUST_PROXY: 'true',
      LOG_FORMAT: process.env.LOG_FORMAT ?? 'json',
    },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) console.error(`${node.name} (port ${node.port}) exited (${signal ?? code})`);
  });
  children.push(child);
  return child;
}

async function healthy(url: string, seconds: number): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return false;
}

function haproxyConfig(): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  option forwardfor',
    '  option http-server-close',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Live order tracking holds a response open (server-sent events).
    '  timeout tunnel 1h',
    // A request a node dropped (it died) is tried once more on another node when nothing was sent yet.
    '  retries 2',
    '  option redispatch',
    'frontend oja',
    `  bind *:${PORT}`,
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    ...nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

function findHaproxy(): string {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Installing HAProxy (apt-get install haproxy)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    const install = spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (install.status === 0) return 'haproxy';
  }
  console.error('HAProxy is missing: install it (on Debian: apt-get install haproxy) and run this again.');
  process.exit(1);
}

async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  await Promise.all(
    children.map((child) =>
      child.exitCode !== null || child.signalCode !== null
        ? Promise.resolve()
        : new Promise((resolve) => child.on('exit', resolve)),
    ),
  );
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

const [first, ...rest] = nodes;
startNode(first!);
if (!(await healthy(`http://127.0.0.1:${first!.port}/healthz`, 120))) {
  console.error(`${first!.name} did not become healthy`);
  await stop(1);
}
for (const node of rest) startNode(node);
const configFile = path.join(work, 'haproxy.cfg');
await writeFile(configFile, haproxyConfig());
children.push(spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'inherit', 'inherit'] }));
const allUp = await Promise.all(nodes.map((node) => healthy(`http://127.0.0.1:${node.port}/healthz`, 120)));
if (!(await healthy(`http://127.0.0.1:${PORT}/healthz`, 30)) || allUp.includes(false)) {
  console.error('The cluster did not come up: see the nodes’ output above.');
  await stop(1);
}
console.log(
  `Oja cluster is running at ${publicUrl}: HAProxy on port ${PORT} over ${NODES} node(s) on ports ` +
    `${nodes.map((node) => node.port).join(', ')} (data folders in ${work}). Ctrl-C stops it.`,
);
