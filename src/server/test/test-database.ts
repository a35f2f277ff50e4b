import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client.ts';

/** The engine this test run uses: the vitest project sets TEST_DB. */
export const testEngine: 'pglite' | 'postgres' = process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A fresh, migrated database for one test file: in-memory PGlite, or a new database on the
 * PostgreSQL server of TEST_DATABASE_URL that is dropped again on close.
 */
export type TestDatabase = Database & { url?: string };

export async function openTestDatabase(): Promise<TestDatabase> {
  if (testEngine === 'pglite') {
    const template = inject('pgliteTemplate');
    return openDatabase({
      pgliteDir: 'memory://',
      pgliteTemplate: template ? new Blob([await readFile(template)]) : undefined,
    });
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `oja_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
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
