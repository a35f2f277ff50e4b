import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.ts';
import { copyDatabaseTemplate, DATABASE_TEMPLATE_DIR, makeDatabaseTemplate } from './database-template.ts';

// The template is the embedded database's; the PostgreSQL run has nothing to add here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the built database template', () => {
  let root: string;
  let template: string;
  beforeAll(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'oja-template-'));
    template = path.join(root, 'template');
    await makeDatabaseTemplate(template);
  });
  afterAll(async () => {
    await rm(root, { recursive: true, force: true });
  });

  it('is not there when running from the sources', () => {
    expect(existsSync(DATABASE_TEMPLATE_DIR)).toBe(false);
    expect(copyDatabaseTemplate(path.join(root, 'unused', 'db'))).toBe(false);
  });

  it('a copy is a migrated, empty database that opens as it is', async () => {
    const dataDir = path.join(root, 'fresh');
    await mkdir(dataDir);
    expect(copyDatabaseTemplate(path.join(dataDir, 'db'), template)).toBe(true);
    expect(await readdir(dataDir)).toEqual(['db']); // no stamp, no half copy left beside it
    expect(existsSync(path.join(dataDir, 'db', 'oja-template.json'))).toBe(false);

    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'db') });
    try {
      const journal = JSON.parse(
        await readFile(new URL('../db/migrations/meta/_journal.json', import.meta.url), 'utf8'),
      ) as { entries: unknown[] };
      const applied = await database.db.execute<{ n: number }>(
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      expect(applied.rows[0]?.n).toBe(journal.entries.length);
      const rows = await database.db.execute<{ n: number }>(
        sql`select (select count(*) from profiles) + (select count(*) from users) + (select count(*) from app_settings) as n`,
      );
      expect(Number(rows.rows[0]?.n)).toBe(0);
    } finally {
      await database.close();
    }
  });

  it('is never copied over a database folder that has anything in it', async () => {
    const dir = path.join(root, 'used', 'db');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, 'PG_VERSION'), '17\n');
    expect(copyDatabaseTemplate(dir, template)).toBe(false);
    expect(await readdir(dir)).toEqual(['PG_VERSION']);
  });

  it('an empty database folder is filled', async () => {
    const dir = path.join(root, 'empty', 'db');
    await mkdir(dir, { recursive: true });
    expect(copyDatabaseTemplate(dir, template)).toBe(true);
    expect(existsSync(path.join(dir, 'PG_VERSION'))).toBe(true);
  });

  it('is not used when made by another PGlite version', async () => {
    const other = path.join(root, 'other');
    await cp(template, other, { recursive: true });
    await writeFile(path.join(other, 'oja-template.json'), JSON.stringify({ pglite: '0.0.1' }));
    expect(copyDatabaseTemplate(path.join(root, 'other-data', 'db'), other)).toBe(false);
  });
});
