import type { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { openDatabase, SESSION_SETTINGS, type Database, type Db } from '../db/client.ts';
import * as schema from '../db/schema.ts';

/**
 * The embedded test databases of one vitest worker. Starting a PGlite from the migrated template
 * costs about 2.5 CPU seconds (loading the 40 MB data folder and booting PostgreSQL in
 * WebAssembly), most of what a small API test file costs. So a file's database, once closed, is
 * emptied back to the template's state — every table truncated and refilled with the rows the
 * migrations put there, every sequence set back — and the next file of the worker gets it,
 * which costs tens of milliseconds. The next file sees what a fresh copy of the template would
 * show; an instance whose schema, extensions, roles or planner statistics a test changed is
 * closed instead of reused (see `fingerprint`).
 */

type Snapshot = {
  /** Every table of ours, quoted, with its rows as JSON where the migrations left any. */
  tables: { name: string; columns: string; rows: string | null }[];
  sequences: { name: string; value: string; called: boolean }[];
  fingerprint: string;
};

type Instance = { client: PGlite; snapshot: Snapshot };

const idle: Instance[] = [];
/** An instance beyond these (a file that holds several databases at once) is closed, not kept. */
const MAX_IDLE = 2;

/**
 * What a test could change other than rows: relations and their columns, functions, triggers,
 * types, schemas, extensions, roles, databases and planner statistics of our tables.
 */
const FINGERPRINT = `
  select md5(coalesce(string_agg(x, ',' order by x), '')) as fingerprint from (
    select 'c ' || c.oid::regclass::text || ' ' || c.relkind::text || ' ' || coalesce((
      select string_agg(a.attname || ':' || a.atttypid || ':' || a.attnotnull || ':' || a.atthasdef, ';' order by a.attnum)
      from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '')
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname not like 'pg\\_%'
    union all select 'd ' || d.adrelid::regclass::text || ' ' || pg_get_expr(d.adbin, d.adrelid) from pg_attrdef d
    union all select 'k ' || conrelid::regclass::text || ' ' || conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
    union all select 'p ' || p.oid::regprocedure::text || ' ' || md5(p.prosrc) from pg_proc p
      join pg_namespace n on n.oid = p.pronamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 't ' || tgrelid::regclass::text || ' ' || tgname || ' ' || tgenabled::text from pg_trigger where not tgisinternal
    union all select 'y ' || t.oid::regtype::text from pg_type t
      join pg_namespace n on n.oid = t.typnamespace where n.nspname not in ('pg_catalog', 'information_schema')
    union all select 'n ' || nspname from pg_namespace
    union all select 'e ' || extname || ' ' || extversion from pg_extension
    union all select 'r ' || rolname from pg_roles
    union all select 'b ' || datname from pg_database
    union all select 's ' || count(*) from pg_statistic s join pg_class c on c.oid = s.starelid
      join pg_namespace n on n.oid = c.relnamespace where n.nspname not in ('pg_catalog', 'information_schema')
  ) as everything(x)`;

async function fingerprint(client: PGlite): Promise<string> {
  return (await client.query<{ fingerprint: string }>(FINGERPRINT)).rows[0]!.fingerprint;
}

/** The template's state, read from an instance just loaded from it. */
async function snapshotOf(client: PGlite): Promise<Snapshot> {
  const { rows: tables } = await client.query<{ name: string; columns: string }>(`
    select c.oid::regclass::text as name,
           string_agg(quote_ident(a.attname), ', ' order by a.attnum) as columns
    from pg_class c
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
    where c.relkind in ('r', 'p') and not c.relispartition
      and n.nspname not in ('pg_catalog', 'information_schema', 'drizzle') and n.nspname not like 'pg\\_%'
    group by c.oid order by 1`);
  const withRows = [];
  for (const table of tables) {
    const { rows } = await client.query<{ rows: string | null }>(
      `select json_agg(t)::text as rows from ${table.name} t`,
    );
    withRows.push({ ...table, rows: rows[0]!.rows });
  }
  const { rows: sequences } = await client.query<{ name: string; value: string; called: boolean }>(`
    select format('%I.%I', schemaname, sequencename) as name,
           coalesce(last_value, start_value)::text as value, last_value is not null as called
    from pg_sequences where schemaname <> 'drizzle'`);
  return { tables: withRows, sequences, fingerprint: await fingerprint(client) };
}

/** Empties an instance back to its snapshot; false when it can no longer pass for a fresh one. */
async function reset({ client, snapshot }: Instance): Promise<boolean> {
  if (client.closed) return false;
  try {
    if (client.isInTransaction()) await client.exec('rollback');
    // What DISCARD ALL does but UNLISTEN: the leases' listeners are gone already, and PGlite keeps
    // its own list of channels, which an UNLISTEN behind its back would leave wrong.
    for (const statement of [
      'close all',
      'set session authorization default',
      'reset all',
      'deallocate all',
      'select pg_advisory_unlock_all()',
      'discard plans',
      'discard temp',
      'discard sequences',
    ]) {
      await client.exec(statement);
    }
    await client.transaction(async (tx) => {
      // Replica role: the tables empty and the rows go back as they were, without triggers (one
      // truncating a table already being truncated) or foreign-key checks firing.
      await tx.exec('set local session_replication_role = replica');
      await tx.exec(`truncate ${snapshot.tables.map((t) => t.name).join(', ')} restart identity`);
      for (const table of snapshot.tables) {
        if (table.rows === null) continue;
        await tx.query(
          `insert into ${table.name} (${table.columns}) overriding system value
           select ${table.columns} from json_populate_recordset(null::${table.name}, $1::json)`,
          [table.rows],
        );
      }
      for (const sequence of snapshot.sequences) {
        await tx.query('select setval($1::regclass, $2::bigint, $3)', [sequence.name, sequence.value, sequence.called]);
      }
    });
    await client.exec(SESSION_SETTINGS);
    return (await fingerprint(client)) === snapshot.fingerprint;
  } catch {
    return false;
  }
}

/** A database of this worker's pool, as a test file sees it: closing it hands it back. */
export async function leasePglite(template: Blob | undefined): Promise<Database> {
  let instance = idle.pop();
  if (!instance) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteTemplate: template });
    const client = (database.db as unknown as { $client: PGlite }).$client;
    instance = { client, snapshot: await snapshotOf(client) };
  }
  const { client } = instance;
  let released = false;
  // A query from a file whose database is closed (a job it did not stop) must fail, as it would on
  // a closed instance, and not land in the next file's data.
  const guarded = new Proxy(client, {
    get(target, property) {
      if (property === 'closed') return released || target.closed;
      const value: unknown = Reflect.get(target, property, target);
      if (typeof value !== 'function') return value;
      if (released) return () => Promise.reject(new Error('this test database is closed'));
      return (value as (...args: unknown[]) => unknown).bind(target);
    },
  });
  const unlisteners = new Set<() => Promise<void>>();
  const leased = instance;
  return {
    db: drizzle({ client: guarded, schema }) as unknown as Db,
    engine: 'pglite',
    listen: async (channel, onPayload) => {
      const unlisten = await client.listen(channel, onPayload);
      const stop = async () => {
        if (!unlisteners.delete(stop)) return;
        if (!client.closed) await unlisten();
      };
      unlisteners.add(stop);
      return stop;
    },
    close: async () => {
      if (released) return;
      released = true;
      for (const stop of [...unlisteners]) await stop();
      if (idle.length < MAX_IDLE && (await reset(leased))) idle.push(leased);
      else if (!client.closed) await client.close();
    },
  };
}
