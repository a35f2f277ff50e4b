import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { openDatabase, type Database } from '../../src/server/db/client.ts';
import { serverEnv } from './server-env.ts';
import { randomClientIp } from './factory.ts';

/** The admin a journey's own server makes on its first start (ADMIN_EMAIL, ADMIN_PASSWORD). */
export const ownServerAdmin = { email: 'admin@oja.test', password: 'oja-admin-demo' } as const;

/** That admin's API session on a journey's own server, from an address of its own (sign-in limits). */
export async function signInOwnServerAdmin(server: { baseURL: string }): Promise<APIRequestContext> {
  const admin = await playwrightRequest.newContext({
    baseURL: server.baseURL,
    extraHTTPHeaders: { 'X-Forwarded-For': randomClientIp() },
  });
  const signIn = await admin.post('/api/auth/sign-in', { data: ownServerAdmin });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return admin;
}

export type OwnServer = {
  baseURL: string;
  /** Stops the server (SIGTERM: it finishes the job under way and closes its database). */
  stop: () => Promise<void>;
  /** Once stopped: its database, for checks no API gives (the ledger against the balances). */
  openDatabase: () => Promise<Database>;
  /** Once stopped: drops its PostgreSQL database (the embedded one's folder goes with the run's, e2e/support/global-setup.ts). */
  dispose: () => Promise<void>;
};

/**
 * The port of this worker's own server: after the suite's two (E2E_PORT and E2E_PORT + 1,
 * playwright.config.ts), one per parallel worker, so a suite run beside another (another E2E_PORT)
 * never meets its servers. A worker runs one such journey at a time, and its server stops with it.
 */
function ownPort(): number {
  return Number(process.env.E2E_PORT ?? 3210) + 2 + Number(process.env.TEST_PARALLEL_INDEX ?? 0);
}

async function onPostgres<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * A server of the build for one journey alone, on a free port with a fresh database — the embedded one
 * in its own folder, or with `postgresUrl` a new database on that PostgreSQL server — for settings
 * no other journey may see: `env` overrides the e2e servers' (e.g. a payout hold of seconds). No
 * demo catalog; only the admin of `ownServerAdmin`. Resolves once it answers.
 */
export async function startOwnServer(options: {
  name: string;
  env: Record<string, string>;
  postgresUrl?: string | undefined;
}): Promise<OwnServer> {
  const port = ownPort();
  const baseURL = `http://localhost:${port}`;
  const dataDir = `${process.env.E2E_DATA_DIR ?? path.resolve('.tmp', `e2e-${Date.now()}`)}-${options.name}`;
  let databaseUrl: string | undefined;
  if (options.postgresUrl) {
    // Named as e2e/support/postgres-server.ts names its databases, which drops those a killed run left.
    const database = `oja_e2e_${Date.now()}`;
    await onPostgres(options.postgresUrl, (client) => client.query(`create database ${database}`));
    const url = new URL(options.postgresUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
  }
  const server = spawn(process.execPath, ['dist-server/main.js'], {
    env: {
      ...process.env,
      ...serverEnv(port, baseURL, dataDir),
      SEED_DEMO: 'false',
      ADMIN_EMAIL: ownServerAdmin.email,
      ADMIN_PASSWORD: ownServerAdmin.password,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...options.env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => server.on('exit', (code) => resolve(code)));
  // Never left running by a worker that dies.
  const kill = () => server.kill('SIGKILL');
  process.on('exit', kill);

  const deadline = Date.now() + 60_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`the ${options.name} server stopped on start (${server.exitCode})`);
    const ready = await fetch(`${baseURL}/api/auth/session`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) break;
    if (Date.now() > deadline) {
      kill();
      throw new Error(`the ${options.name} server did not answer on ${baseURL} within 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }

  return {
    baseURL,
    stop: async () => {
      if (server.exitCode === null) server.kill('SIGTERM');
      await exited;
      process.off('exit', kill);
    },
    openDatabase: () => openDatabase(databaseUrl ? { databaseUrl } : { pgliteDir: path.join(dataDir, 'db') }),
    dispose: async () => {
      if (!databaseUrl || !options.postgresUrl) return;
      const name = new URL(databaseUrl).pathname.slice(1);
      await onPostgres(options.postgresUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
