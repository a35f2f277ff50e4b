import pg from 'pg';

/**
 * The cluster test's database: a fresh `oja_cluster_<time>` on the PostgreSQL server of
 * TEST_DATABASE_URL, dropped after the run. Databases left by runs that were killed outright are
 * dropped here once they are an hour old (as e2e/support/postgres-server.ts does for its own).
 */
const PREFIX = 'oja_cluster_';
const STALE_AFTER_MS = 60 * 60 * 1000;

async function onServer<T>(adminUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function createClusterDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `${PREFIX}${Date.now()}`;
  await onServer(adminUrl, async (client) => {
    const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [
      `${PREFIX}%`,
    ]);
    for (const { datname } of rows) {
      const time = datname.slice(PREFIX.length);
      if (/^\d+$/.test(time) && Date.now() - Number(time) > STALE_AFTER_MS)
        await client.query(`drop database if exists ${datname} with (force)`);
    }
    await client.query(`create database ${name}`);
  });
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => onServer(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`)).then(),
  };
}
