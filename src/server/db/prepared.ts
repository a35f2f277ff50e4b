import type { Db, DbOrTx } from './client.ts';

/** Prepared queries, built once per database handle and named, so PostgreSQL plans them once per connection. */
const cache = new WeakMap<object, Map<string, unknown>>();

/**
 * The prepared query `name` for this database handle, built by `build` on first use. Hot public
 * reads use this so Drizzle does not rebuild their SQL on every request (it was a quarter of the
 * server's time under home-page load). `build` must return `builder.prepare(name)`, with
 * `sql.placeholder(...)` for every value that changes between calls; each shape (sort, filter)
 * is its own name. Inside a transaction the query is cached per transaction, which is harmless.
 */
export function prepared<Q>(db: DbOrTx, name: string, build: (db: Db) => Q): Q {
  let byName = cache.get(db);
  if (!byName) {
    byName = new Map();
    cache.set(db, byName);
  }
  let query = byName.get(name) as Q | undefined;
  if (query === undefined) {
    query = build(db as Db);
    byName.set(name, query);
  }
  return query;
}
