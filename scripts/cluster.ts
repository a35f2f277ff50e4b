/**
 * `npm run cluster`: Oja as an operator runs it when one machine is not enough (README, "Deploying
 * on PostgreSQL"; decision 0027):
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/oja npm run cluster -- --nodes 3 --port 8080
 * N nodes on one PostgreSQL database behind HAProxy (the distribution's package; installed with
 * apt-get when missing and run as root), which checks each node's GET /healthz. Node i listens on
 * --first-node-port + i. Ctrl-C stops everything.
 */
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import { findHaproxy, startCluster, type Cluster } from './cluster/start-cluster.ts';

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

function haproxyOrInstall(): string {
  const found = findHaproxy();
  if (found) return found;
  if (process.getuid?.() === 0) {
    console.log('Installing HAProxy (apt-get install haproxy)…');
    spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    spawnSync('apt-get', ['install', '-y', '-qq', 'haproxy'], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    const installed = findHaproxy();
    if (installed) return installed;
  }
  console.error('HAProxy is missing: install it (on Debian: apt-get install haproxy) and run this again.');
  process.exit(1);
}

let cluster: Cluster | undefined;
let stopping = false;
async function stop(exitCode = 0) {
  if (stopping) return;
  stopping = true;
  await cluster?.stop({ keepData: true });
  process.exit(exitCode);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());

try {
  cluster = await startCluster({
    nodes: NODES,
    port: PORT,
    nodePorts: Array.from({ length: NODES }, (_, i) => FIRST_NODE_PORT + i),
    databaseUrl,
    haproxy: haproxyOrInstall(),
    publicUrl: process.env.PUBLIC_URL,
    bind: '*',
    env: { LOG_FORMAT: process.env.LOG_FORMAT ?? 'json' },
    echo: true,
  });
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.error('The cluster did not come up: see the nodes’ output above.');
  process.exit(1);
}
console.log(
  `Oja cluster is running at ${process.env.PUBLIC_URL ?? `http://localhost:${PORT}`}: HAProxy on port ${PORT} over ` +
    `${NODES} node(s) on ports ${cluster.nodes.map((node) => node.port).join(', ')} (data folders in ${cluster.work}). ` +
    'Ctrl-C stops it.',
);
