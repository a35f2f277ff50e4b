import { sql, type SQL } from 'drizzle-orm';
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

/**
 * A placeholder behind a sub-select, so that no plan sees its value. PostgreSQL plans a prepared
 * statement for its values five times, then keeps one generic plan if that looks no dearer than
 * they did; a value the custom plans can see (a limit of 49, the word "blender") makes them look
 * cheaper, and every execution is planned again, which can cost more than running it. Hidden,
 * both plans look alike and the generic one is kept (decision 0028). Only for values whose
 * plan does not depend on them.
 */
export const hiddenPlaceholder = (name: string, type: 'text' | 'int' = 'text'): SQL =>
  sql`(select ${sql.placeholder(name)}::${sql.raw(type)})`;
