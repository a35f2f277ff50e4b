import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';
import { leasePglite } from './pglite-pool.ts';

/** The engine this test run uses: the vitest project sets TEST_DB. */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: an in-memory PGlite of the worker's pool, emptied
 * back to the template when closed (pglite-pool.ts), or a new database on the PostgreSQL server of
 * TEST_DATABASE_URL, copied from the migrated template of the run and dropped again on close.
 */
export type TestDatabase = Database & { url?: string };

let pgliteTemplate: Promise<Blob | undefined> | undefined;

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const template = inject('pgliteTemplate');
    pgliteTemplate ??= template ? readFile(template).then((bytes) => new Blob([bytes])) : Promise.resolve(undefined);
    return leasePglite(await pgliteTemplate);
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `oja_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  // A copy of the database the global setup migrated, instead of running every migration again.
  const template = inject('postgresTemplate');
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  return {
    ...database,
    url: url.toString(),
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * A second app process's view of a test database: its own connection pool to the same PostgreSQL
 * database, or — PGlite being one process — the same instance, left open when the view closes.
 */
export async function openSameDatabase(database: TestDatabase): Promise<Database> {
  if (database.url) return openDatabase({ databaseUrl: database.url });
  return { ...database, close: async () => {} };
}
