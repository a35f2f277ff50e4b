import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { migrationsFolder } from './client.ts';

export type Health = {
  ok: boolean;
  database: 'reachable' | 'unreachable';
  /** This process's newest migration, and whether the database has it. */
  migrations: { expected: string; current: boolean };
};

let newestMigration: Promise<{ tag: string; when: number }> | undefined;

/** The newest migration this build ships (its journal's last entry), read once per process. */
function readNewestMigration() {
  newestMigration ??= readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8').then((text) => {
    const { entries } = JSON.parse(text) as { entries: { tag: string; when: number }[] };
    const last = entries.at(-1)!;
    return { tag: last.tag, when: last.when };
  });
  return newestMigration;
}

/**
 * What a load balancer asks of each app process (GET /healthz): can it reach the database, and
 * does the database hold every migration this process was built with. Drizzle records each applied
 * migration with its journal time, so "current" is one indexed read: the newest applied is at least
 * this build's newest. A database ahead of the process (a newer node migrated it during a rolling
 * restart) is still current for it: migrations only add.
 */
export async function readHealth(db: DbOrTx): Promise<Health> {
  const newest = await readNewestMigration();
  try {
    const result = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    const applied = result.rows[0]?.newest;
    const current = applied != null && Number(applied) >= newest.when;
    return { ok: current, database: 'reachable', migrations: { expected: newest.tag, current } };
  } catch {
    return { ok: false, database: 'unreachable', migrations: { expected: newest.tag, current: false } };
  }
}
