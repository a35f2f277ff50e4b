import { spawn } from 'node:child_process';
import pg from 'pg';

/**
 * The web server of the `chromium-postgres` project (playwright.config.ts): makes a fresh database
 * `oja_e2e_<time>` on the PostgreSQL server of TEST_DATABASE_URL, runs the real server on it, and
 * drops it again when Playwright stops the server (SIGTERM, see `gracefulShutdown`). Databases left
 * by runs that were killed outright are dropped here once they are an hour old.
 */
const PREFIX = 'oja_e2e_';
const STALE_AFTER_MS = 60 * 60 * 1000;

const adminUrl = process.env.TEST_DATABASE_URL;
if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the chromium-postgres project');

async function onAdmin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = `${PREFIX}${Date.now()}`;
await onAdmin(async (client) => {
  const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
    `${PREFIX}%`,
  ]);
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(PREFIX.length));
    if (/^\d+$/.test(datname.slice(PREFIX.length)) && Date.now() - createdAt > STALE_AFTER_MS)
      await client.query(`drop database if exists ${datname} with (force)`);
  }
  await client.query(`create database ${name}`);
});

const databaseUrl = new URL(adminUrl);
databaseUrl.pathname = `/${name}`;
// The build's server bundle, as the embedded-database server of playwright.config.ts runs.
const server = spawn(process.execPath, ['dist-server/main.js'], {
  env: { ...process.env, DATABASE_URL: databaseUrl.toString() },
  stdio: 'inherit',
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  // Playwright signals the whole process group, so the server is usually stopping already; the
  // wrapper stays until it has, and then drops the database below.
  process.on(signal, () => server.kill(signal));
}
const code = await new Promise<number>((resolve) => server.on('exit', (exitCode) => resolve(exitCode ?? 0)));
await onAdmin((client) => client.query(`drop database if exists ${name} with (force)`)).catch((error: unknown) =>
  console.error(`could not drop the e2e database ${name}:`, error),
);
process.exit(code);
