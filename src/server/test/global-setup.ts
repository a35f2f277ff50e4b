import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tarball: each worker's first database loads it. */
    pgliteTemplate: string;
    /** A migrated, empty PostgreSQL database on TEST_DATABASE_URL's server: each file's database is a copy. */
    postgresTemplate: string;
  }
}

/**
 * The migrations (and PGlite's initdb) cost seconds per test file; a run pays them once here, per
 * engine, and every file starts from the result instead (test-database.ts).
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB === 'postgres') return setupPostgres(project);
  const dir = await mkdtemp(path.join(os.tmpdir(), 'oja-pglite-template-'));
  const file = path.join(dir, 'template.tar');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  const dump = await database.dumpDataDir!();
  await writeFile(file, new Uint8Array(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplate', file);
  return async () => {
    await rm(dir, { recursive: true, force: true });
  };
}

async function setupPostgres(project: TestProject) {
  const adminUrl = project.config.env?.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DATABASE_URL is required for the postgres test project');
  const name = `oja_template_${randomBytes(6).toString('hex')}`;
  const admin = async (statement: string) => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      await client.query(statement);
    } finally {
      await client.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Closed before any file copies it: PostgreSQL copies no database someone is connected to.
  const database = await openDatabase({ databaseUrl: url.toString() });
  await database.close();
  project.provide('postgresTemplate', name);
  return async () => {
    await admin(`drop database if exists ${name} with (force)`);
  };
}
