/**
 * Several Oja processes on one PostgreSQL database behind HAProxy (decision 0027): what
 * `npm run cluster` runs, and what the cluster test (scripts/cluster/cluster.test.ts) starts.
 * Each node is `node dist-server/main.js` on its own port and data folder, with the same
 * AUTH_SECRET and PUBLIC_URL (the balancer's address). HAProxy sends each request to a node whose
 * GET /healthz answers 200. A node told to stop (SIGTERM) answers 503 there for DRAIN_SECONDS while
 * still serving, so the balancer has taken it out before it stops listening; a node that dies
 * outright refuses connections, and HAProxy tries the request again on another node.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** HAProxy checks each node twice a second, takes it out after two failed checks, and back after one good one. */
const CHECK = 'inter 500ms fall 2 rise 1';
/** Well over two checks: a stopping node is out of the pool before it stops listening. */
const DEFAULT_DRAIN_SECONDS = 3;
/** The repository: nodes run its build and serve its dist/, wherever the caller runs from. */
const root = path.resolve(import.meta.dirname, '..', '..');
/** Output kept per process for a failing test's message (the newest part). */
const KEPT_OUTPUT = 200_000;

export type BalancerState = 'UP' | 'DOWN' | 'NOLB' | 'MAINT' | 'no check' | string;

export type ClusterNode = {
  name: string;
  port: number;
  /** The node itself, not through the balancer. */
  url: string;
  dataDir: string;
  /** The running process's id (undefined while stopped). */
  pid: () => number | undefined;
  /** What the process printed, newest last. */
  output: () => string;
  /** Sends a signal and does not wait (`kill('SIGKILL')` is the crash the cluster test makes). */
  kill: (signal: NodeJS.Signals) => void;
  /** Resolves with how the running process ended, once it has. */
  exited: () => Promise<number | NodeJS.Signals | null>;
  /** SIGTERM, as a supervisor stops a node: it drains, finishes what it serves, and exits. */
  stop: () => Promise<number | NodeJS.Signals | null>;
  /** Starts the node (again) and resolves once its own /healthz answers 200. */
  start: () => Promise<void>;
};

export type Cluster = {
  /** The balancer: where shoppers and PUBLIC_URL point. */
  url: string;
  nodes: ClusterNode[];
  /** The folder of the nodes' data folders and HAProxy's configuration. */
  work: string;
  /** What HAProxy says of a node now ('UP', 'DOWN', …), from its stats socket. */
  balancerState: (node: ClusterNode) => Promise<BalancerState>;
  /** Resolves once HAProxy says `state` of the node; throws after `seconds`. */
  waitForBalancer: (node: ClusterNode, state: 'UP' | 'DOWN', seconds?: number) => Promise<void>;
  /** One node stopped, started again and back in the balancer's pool: one step of a rolling restart. */
  restart: (node: ClusterNode) => Promise<void>;
  /** What HAProxy printed. */
  balancerOutput: () => string;
  /** Stops every node and the balancer, and removes the data folders unless `keepData`. */
  stop: (options?: { keepData?: boolean }) => Promise<void>;
};

export type ClusterOptions = {
  nodes: number;
  /** The balancer's port. */
  port: number;
  /** Each node's port, one per node. */
  nodePorts: number[];
  databaseUrl: string;
  /** More environment for every node (NODE_ENV, ADMIN_EMAIL, LOG_LEVEL, …); the cluster's own variables win. */
  env?: Record<string, string | undefined>;
  /** The HAProxy executable (findHaproxy). */
  haproxy: string;
  /** Prints each process's lines, prefixed with its name, as they come (the CLI); otherwise only kept. */
  echo?: boolean;
  drainSeconds?: number;
  /** The balancer's address as shoppers see it (PUBLIC_URL); http://localhost:<port> by default. */
  publicUrl?: string;
  /** The address HAProxy listens on: 127.0.0.1 by default, `*` for every interface. */
  bind?: string;
};

/** HAProxy's path, or undefined when it is not installed (Debian puts it in /usr/sbin, off a user's PATH). */
export function findHaproxy(): string | undefined {
  const found = spawnSync('sh', ['-c', 'command -v haproxy'], { encoding: 'utf8' }).stdout.trim();
  if (found) return found;
  return existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Keeps (and maybe echoes) a process's output. */
function collect(child: ChildProcess, name: string, echo: boolean) {
  let kept = '';
  let partial = '';
  const onData = (chunk: Buffer) => {
    const text = chunk.toString();
    kept = (kept + text).slice(-KEPT_OUTPUT);
    if (!echo) return;
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) process.stdout.write(`${name.padEnd(7)} │ ${line}\n`);
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  return () => kept;
}

/** Whether `url`/healthz answers 200 within `seconds`; false as soon as the process is gone. */
async function healthy(url: string, seconds: number, alive: () => boolean): Promise<boolean> {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline && alive()) {
    try {
      if ((await fetch(`${url}/healthz`)).status === 200) return true;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  return false;
}

/** One line to HAProxy's stats socket, and its whole answer. */
function askHaproxy(socket: string, command: string): Promise<string> {
  return new Promise((resolve, reject) => {
    let answer = '';
    const client = connect(socket, () => client.write(`${command}\n`));
    client.on('data', (chunk) => (answer += chunk.toString()));
    client.on('end', () => resolve(answer));
    client.on('error', reject);
  });
}

function haproxyConfig(options: {
  bind: string;
  port: number;
  socket: string;
  nodes: { name: string; port: number }[];
}): string {
  return [
    'global',
    '  maxconn 4096',
    `  stats socket ${options.socket} mode 600 level admin`,
    '  log stdout format raw local0',
    'defaults',
    '  mode http',
    // Requests that went wrong (a node that died under them), not every request.
    '  log global',
    '  option httplog',
    '  option dontlog-normal',
    '  option forwardfor',
    // A new connection to a node for every request: a node that stops listening has no idle
    // connection left that the balancer would send the next request on.
    '  option http-server-close',
    '  timeout connect 2s',
    '  timeout client 60s',
    '  timeout server 60s',
    // Live order tracking holds a response open (server-sent events).
    '  timeout tunnel 1h',
    // A node that refuses the connection (it died) is left for another at once. Only failed
    // connections are tried again: a request a node received may have changed something.
    '  retries 3',
    '  option redispatch 1',
    'frontend oja',
    `  bind ${options.bind}:${options.port}`,
    '  default_backend nodes',
    'backend nodes',
    '  balance roundrobin',
    '  option httpchk GET /healthz',
    '  http-check expect status 200',
    ...options.nodes.map((node) => `  server ${node.name} 127.0.0.1:${node.port} check ${CHECK}`),
    '',
  ].join('\n');
}

/**
 * Starts the nodes and the balancer and resolves once HAProxy has every node in its pool. The first
 * node starts alone, so that one process applies the migrations; the others once it is healthy.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const { nodePorts, port, echo = false } = options;
  if (nodePorts.length !== options.nodes) throw new Error('one port per node');
  const publicUrl = options.publicUrl ?? `http://localhost:${port}`;
  // Every node signs and reads the same session cookies.
  const authSecret = options.env?.AUTH_SECRET ?? process.env.AUTH_SECRET ?? randomBytes(48).toString('base64');
  const work = await mkdtemp(path.join(os.tmpdir(), 'oja-cluster-'));
  const socket = path.join(work, 'haproxy.sock');
  let stopping = false;

  const nodes: ClusterNode[] = nodePorts.map((nodePort, i) => {
    const name = `node${i + 1}`;
    const dataDir = path.join(work, name);
    let child: ChildProcess | undefined;
    let exit: Promise<number | NodeJS.Signals | null> = Promise.resolve(null);
    let output = () => '';
    const node: ClusterNode = {
      name,
      port: nodePort,
      url: `http://127.0.0.1:${nodePort}`,
      dataDir,
      pid: () => (child && child.exitCode === null && child.signalCode === null ? child.pid : undefined),
      output: () => output(),
      kill: (signal) => void child?.kill(signal),
      exited: () => exit,
      async stop() {
        child?.kill('SIGTERM');
        return exit;
      },
      async start() {
        if (node.pid()) throw new Error(`${name} is running already`);
        const started = spawn(process.execPath, ['dist-server/main.js'], {
          cwd: root,
          stdio: ['ignore', 'pipe', 'pipe'],
          env: {
            ...process.env,
            LOG_FORMAT: 'json',
            ...options.env,
            PORT: String(nodePort),
            DATA_DIR: dataDir,
            DATABASE_URL: options.databaseUrl,
            PUBLIC_URL: publicUrl,
            AUTH_SECRET: authSecret,
            // The balancer adds X-Forwarded-For: rate limits count the shopper's address, not HAProxy's.
            TRUST_PROXY: 'true',
            DRAIN_SECONDS: String(options.drainSeconds ?? DEFAULT_DRAIN_SECONDS),
          },
        });
        const earlier = output();
        const read = collect(started, name, echo);
        output = () => earlier + read();
        child = started;
        exit = new Promise((resolve) =>
          started.on('exit', (code, signal) => {
            if (!stopping && echo) console.error(`${name} (port ${nodePort}) exited (${signal ?? code})`);
            resolve(signal ?? code);
          }),
        );
        const up = await healthy(node.url, 120, () => node.pid() !== undefined);
        if (!up) throw new Error(`${name} did not become healthy:\n${output().slice(-4000)}`);
      },
    };
    return node;
  });

  let balancer: ChildProcess | undefined;
  let balancerOutput = () => '';
  const balancerState = async (node: ClusterNode): Promise<BalancerState> => {
    const csv = await askHaproxy(socket, 'show stat');
    const [header, ...rows] = csv.trim().split('\n');
    const columns = header!.replace(/^# /, '').split(',');
    const row = rows.map((line) => line.split(',')).find((cells) => cells[0] === 'nodes' && cells[1] === node.name);
    const status = row?.[columns.indexOf('status')];
    if (!status) throw new Error(`HAProxy does not know ${node.name}`);
    return status;
  };
  const waitForBalancer = async (node: ClusterNode, state: 'UP' | 'DOWN', seconds = 30) => {
    const deadline = Date.now() + seconds * 1000;
    let last = '';
    while (Date.now() < deadline) {
      last = await balancerState(node);
      // "UP 1/2", "DOWN 1/2": on the way there, not there yet.
      if (last === state) return;
      await sleep(100);
    }
    throw new Error(`HAProxy says ${node.name} is ${last}, not ${state}, after ${seconds} s`);
  };

  const cluster: Cluster = {
    url: `http://127.0.0.1:${port}`,
    nodes,
    work,
    balancerState,
    waitForBalancer,
    async restart(node) {
      await node.stop();
      await node.start();
      await waitForBalancer(node, 'UP');
    },
    balancerOutput: () => balancerOutput(),
    async stop({ keepData = false } = {}) {
      stopping = true;
      await Promise.all(nodes.map((node) => node.stop()));
      balancer?.kill('SIGTERM');
      if (balancer && balancer.exitCode === null && balancer.signalCode === null)
        await new Promise((resolve) => balancer!.on('exit', resolve));
      if (!keepData) await rm(work, { recursive: true, force: true });
    },
  };

  try {
    await nodes[0]!.start();
    await Promise.all(nodes.slice(1).map((node) => node.start()));
    const configFile = path.join(work, 'haproxy.cfg');
    await writeFile(
      configFile,
      haproxyConfig({
        bind: options.bind ?? '127.0.0.1',
        port,
        socket,
        nodes: nodes.map(({ name, port }) => ({ name, port })),
      }),
    );
    balancer = spawn(options.haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    balancerOutput = collect(balancer, 'haproxy', echo);
    const balancerExit = new Promise((resolve) => balancer!.on('exit', resolve));
    const listening = Promise.race([
      (async () => {
        const deadline = Date.now() + 30_000;
        while (Date.now() < deadline) {
          if (await askHaproxy(socket, 'show info').then(Boolean, () => false)) return true;
          await sleep(100);
        }
        return false;
      })(),
      balancerExit.then(() => false),
    ]);
    if (!(await listening)) throw new Error(`HAProxy did not start:\n${balancerOutput()}`);
    for (const node of nodes) await waitForBalancer(node, 'UP');
  } catch (error) {
    await cluster.stop();
    throw error;
  }
  return cluster;
}
