import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle; use cases accept `Db | Tx` so they can join a caller's transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  close: () => Promise<void>;
  /**
   * LISTEN on a channel; `pg_notify` from any transaction of any app process on the same database
   * reaches every listener once it commits. Resolves to an unlisten function.
   */
  listen: (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;
  /** PGlite only: the whole data folder as a tarball (the test suite's template). */
  dumpDataDir?: () => Promise<Blob>;
};

/**
 * Names sharing at least this share of a search's letter triples (pg_trgm word similarity) are
 * candidates for a near-miss. Search then cuts them by counting typing slips
 * (catalog/typo-match.ts), so this only has to be loose enough to let every real slip through
 * ("hisnese" shares 0.375 of its triples with "Hisense").
 */
export const CANDIDATE_SIMILARITY = 0.3;

/**
 * Settings of every connection, so that search needs no transaction of its own to set them
 * (decision 0028): `<%`, through which search looks near spellings up in the trigram index of its
 * dictionary of words, means word similarity ≥ CANDIDATE_SIMILARITY; and a scan that stops at a
 * limit reads the same rows every time (a scan starting where another one is, as synchronized
 * scans of a big table do, would give another sample on every request, and the pages of one
 * search would not fit together). Nothing else reads either.
 */
export const SESSION_SETTINGS = `set synchronize_seqscans = off; set pg_trgm.word_similarity_threshold = ${CANDIDATE_SIMILARITY}`;

/** The committed migrations, beside this file in src/ and in the build (scripts/build.js copies them). */
export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The embedded database's folder exists but PGlite cannot open it. */
export class DatabaseDamagedError extends Error {
  constructor(
    readonly dataDir: string,
    cause: unknown,
  ) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    super(
      [
        `Oja could not open its embedded database in ${dataDir} (${reason}).`,
        'The folder looks damaged, for example by a crash during a write or by another program using it.',
        `Stop Oja, then restore ${dataDir} from a backup, or move it aside (mv ${dataDir} ${dataDir}.damaged)`,
        'to start again with an empty database.',
      ].join('\n'),
      { cause },
    );
    this.name = 'DatabaseDamagedError';
  }
}

/**
 * Opens PostgreSQL when a URL is given, otherwise embedded PGlite at `pgliteDir`
 * (a folder, or 'memory://' for tests and tools), and applies the committed migrations.
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** PGlite only: start from this data folder tarball (made by dumpDataDir) instead of initdb. */
  pgliteTemplate?: Blob;
  onIdleError?: (error: Error) => void;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // Awaited before the pool hands a new connection out.
      onConnect: async (client) => {
        await client.query(SESSION_SETTINGS);
      },
    });
    // An idle connection dropped by the server (restart, failover) must not crash the process;
    // the pool replaces it on the next query.
    pool.on('error', (error) => options.onIdleError?.(error));
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    const listener = createPgListener(options.databaseUrl, options.onIdleError);
    return {
      db,
      engine: 'postgres',
      listen: listener.listen,
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  const dataDir = options.pgliteDir ?? 'memory://';
  const client = await PGlite.create({
    dataDir,
    extensions: { pg_trgm },
    ...(options.pgliteTemplate ? { loadDataDir: options.pgliteTemplate } : {}),
  }).catch((error: unknown) => {
    // PGlite aborts with words like "Aborted()" on a damaged folder; say what it means instead.
    throw dataDir.startsWith('memory://') ? error : new DatabaseDamagedError(dataDir, error);
  });
  const db = drizzlePglite({ client, schema });
  await migratePglite(db, { migrationsFolder });
  await client.exec(SESSION_SETTINGS);
  // Both drivers speak the same PostgreSQL dialect through Drizzle; the use cases see one type.
  return {
    db: db as unknown as Db,
    engine: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/**
 * One dedicated connection for every LISTEN of this process (a pooled connection would be handed to
 * other queries). It reconnects after a drop and listens again on every channel; notifications sent
 * while it was down are lost, which is why subscribers refetch after they reconnect.
 */
function createPgListener(connectionString: string, onError?: (error: Error) => void) {
  const handlers = new Map<string, Set<(payload: string) => void>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const quote = (channel: string) => `"${channel.replace(/"/g, '""')}"`;

  function connect(): Promise<pg.Client> {
    connecting ??= (async () => {
      const c = new pg.Client({ connectionString });
      c.on('notification', (n) => {
        for (const handler of handlers.get(n.channel) ?? []) handler(n.payload ?? '');
      });
      c.on('error', (error) => {
        onError?.(error);
        client = null;
        connecting = null;
        c.end().catch(() => undefined);
        if (!closed && handlers.size > 0) {
          retry = setTimeout(() => void connect().catch(() => undefined), 1000);
          retry.unref();
        }
      });
      await c.connect();
      for (const channel of handlers.keys()) await c.query(`LISTEN ${quote(channel)}`);
      client = c;
      return c;
    })();
    connecting.catch(() => {
      connecting = null;
    });
    return connecting;
  }

  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      let set = handlers.get(channel);
      const first = !set;
      if (!set) handlers.set(channel, (set = new Set()));
      set.add(onPayload);
      const c = client ?? (await connect());
      if (first && client === c) await c.query(`LISTEN ${quote(channel)}`);
      return async () => {
        set.delete(onPayload);
        if (set.size === 0) {
          handlers.delete(channel);
          if (client) await client.query(`UNLISTEN ${quote(channel)}`).catch(() => undefined);
        }
      };
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const c = client;
      client = null;
      if (c) await c.end().catch(() => undefined);
    },
  };
}
