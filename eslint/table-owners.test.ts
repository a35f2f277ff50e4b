import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, test } from 'vitest';
import { repoRoot, ruleErrors } from './zone-errors.ts';
import { COLUMN_OWNERS, tableOwners } from './table-owners.js';

const RULE = 'oja/table-owners';
const writeErrors = (filePath: string, code: string) => ruleErrors(RULE, filePath, code);
const fromSchema = (...names: string[]) => `import { ${names.join(', ')} } from '../db/schema.ts';\n`;

describe('only the domain that owns a table writes it', () => {
  test('a domain cannot update another domain’s table', async () => {
    const errors = await writeErrors(
      'src/server/admin/x.ts',
      fromSchema('profiles') + "export const f = (db) => db.update(profiles).set({ role: 'admin' });\n",
    );
    expect(errors).toEqual([
      'The admin domain cannot write profiles: the profiles domain owns it. Add a use case to src/server/profiles/ and call it from a workflow.',
    ]);
  });

  test('a domain writes its own tables', async () => {
    const errors = await writeErrors(
      'src/server/catalog/x.ts',
      fromSchema('products', 'stores') +
        [
          "export const a = (db) => db.insert(stores).values({ name: 'x' });",
          'export const b = (tx) => tx.update(products).set({ stockQuantity: 1 });',
          'export const c = (db) => db.delete(products);',
        ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  test('insert, update and delete are refused on any receiver, a transaction included', async () => {
    const errors = await writeErrors(
      'src/server/orders/x.ts',
      fromSchema('products', 'stores', 'categories') +
        [
          "export const a = (tx) => tx.insert(stores).values({ name: 'x' });",
          'export const b = (trx) => trx.update(products).set({ stockQuantity: 1 });',
          'export const c = (deps) => deps.db.delete(categories);',
        ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain('The orders domain cannot write stores: the catalog domain owns it.');
    expect(errors[1]).toContain('The orders domain cannot write products: the catalog domain owns it.');
    expect(errors[2]).toContain('The orders domain cannot write categories: the catalog domain owns it.');
  });

  test('a renamed import or a namespace import is still the table', async () => {
    const errors = await writeErrors(
      'src/server/orders/x.ts',
      [
        "import { stores as shops } from '../db/schema.ts';",
        "import * as schema from '../db/schema.ts';",
        'export const a = (tx) => tx.delete(shops);',
        'export const b = (tx) => tx.delete(schema.products);',
      ].join('\n'),
    );
    expect(errors).toHaveLength(2);
    expect(errors[0]).toContain('cannot write stores');
    expect(errors[1]).toContain('cannot write products');
  });

  test('a workflow writes no table itself', async () => {
    const errors = await writeErrors(
      'src/server/workflows/x.ts',
      fromSchema('profiles') + "export const f = (db) => db.insert(profiles).values({ id: 'x' });\n",
    );
    expect(errors).toEqual([
      'A workflow cannot write profiles itself: call a use case of the profiles domain (src/server/profiles/), which owns it.',
    ]);
  });

  test('reads of another domain’s table, and other things called insert or delete, are not writes', async () => {
    const errors = await writeErrors(
      'src/server/admin/x.ts',
      fromSchema('orders', 'profiles') +
        [
          'export const a = (db) => db.select().from(profiles).innerJoin(orders, undefined);',
          'export const b = (seen, profiles) => seen.delete(profiles);',
          'export const c = (map, key) => map.delete(key);',
        ].join('\n'),
    );
    expect(errors).toEqual([]);
  });

  test('infrastructure tables belong to their folder: the job queue is written through jobs/', async () => {
    const errors = await writeErrors(
      'src/server/orders/x.ts',
      fromSchema('jobs') + "export const f = (db) => db.insert(jobs).values({ kind: 'x', payload: {} });\n",
    );
    expect(errors).toEqual([
      'The orders domain cannot write jobs: src/server/jobs/ owns it. Call a function of src/server/jobs/ instead.',
    ]);
    expect(
      await writeErrors(
        'src/server/jobs/x.ts',
        fromSchema('jobs') + "export const f = (db) => db.insert(jobs).values({ kind: 'x', payload: {} });\n",
      ),
    ).toEqual([]);
  });

  test('raw SQL that writes a table is held to the same owners', async () => {
    const errors = await writeErrors(
      'src/server/admin/x.ts',
      "import { sql } from 'drizzle-orm';\n" +
        fromSchema('profiles') +
        [
          "export const a = (db) => db.execute(sql`update profiles set role = 'admin'`);",
          'export const b = (db) => db.execute(sql`delete from ${profiles} where true`);',
          'export const c = (db) => db.execute(sql`insert into "profiles" (id) values (1)`);',
          'export const d = (db) => db.execute(sql`select * from profiles for update skip locked`);',
        ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toContain('The admin domain cannot write profiles');
  });
});

describe('the ledger owns the balance', () => {
  const creditBalance =
    "import { sql } from 'drizzle-orm';\n" +
    fromSchema('profiles') +
    'export const f = (db) => db.update(profiles).set({ availableBalanceKobo: sql`${profiles.availableBalanceKobo} + 1` });\n';

  test('the ledger moves profiles.availableBalanceKobo', async () => {
    expect(await writeErrors('src/server/ledger/x.ts', creditBalance)).toEqual([]);
  });

  test('no other domain writes the balance, not even the profiles domain', async () => {
    const message =
      'Only the ledger domain writes profiles.availableBalanceKobo: call its use case (src/server/ledger/) from a workflow.';
    expect(await writeErrors('src/server/profiles/x.ts', creditBalance)).toEqual([message]);
    expect(await writeErrors('src/server/cashouts/x.ts', creditBalance)).toEqual([message]);
    const inserted = await writeErrors(
      'src/server/profiles/x.ts',
      fromSchema('profiles') +
        "export const f = (db) => db.insert(profiles).values({ id: 'x', availableBalanceKobo: 5 });\n",
    );
    expect(inserted).toEqual([message]);
  });

  test('the ledger writes nothing else of a profile', async () => {
    const errors = await writeErrors(
      'src/server/ledger/x.ts',
      fromSchema('profiles') +
        [
          "export const a = (db) => db.update(profiles).set({ availableBalanceKobo: 0, role: 'admin' });",
          "export const b = (db) => db.insert(profiles).values({ id: 'x', availableBalanceKobo: 0 });",
          'export const c = (db) => db.delete(profiles);',
        ].join('\n'),
    );
    expect(errors).toHaveLength(3);
    for (const error of errors) expect(error).toContain('The ledger domain cannot write profiles');
  });
});

describe('tooling', () => {
  test('tests, test helpers and the seed build fixtures and are not held to owners', async () => {
    const code = fromSchema('profiles') + "export const f = (db) => db.update(profiles).set({ role: 'admin' });\n";
    expect(await writeErrors('src/server/admin/x.test.ts', code)).toEqual([]);
    expect(await writeErrors('src/server/test/x.ts', code)).toEqual([]);
    expect(await writeErrors('src/server/seed/x.ts', code)).toEqual([]);
  });
});

describe('every table has one owner', async () => {
  // Imported when the specs are collected: a static import of the server is refused outside it.
  const schema: Record<string, unknown> = await import('../src/server/db/schema.ts');
  const tables = Object.values(schema).filter((value) => is(value, PgTable));

  test('db/schema.ts only gathers the owners’ table files', () => {
    const source = readFileSync(path.join(repoRoot, 'src/server/db/schema.ts'), 'utf8');
    expect(source).not.toContain('pgTable(');
    expect(tables.length).toBeGreaterThan(20);
  });

  test('each table file is named after a folder of src/server that exists', () => {
    const owners = new Set([...tableOwners.values()].map(({ owner }) => owner));
    for (const owner of owners) expect(existsSync(path.join(repoRoot, 'src/server', owner)), owner).toBe(true);
  });

  test('each table the schema exports is declared in exactly one owner’s table file', () => {
    const exported = Object.entries(schema)
      .filter(([, value]) => is(value, PgTable))
      .map(([name, table]) => ({ name, sqlName: getTableName(table as PgTable) }))
      .sort((a, b) => a.name.localeCompare(b.name));
    const owned = [...tableOwners.entries()]
      .map(([name, { sqlName }]) => ({ name, sqlName }))
      .sort((a, b) => a.name.localeCompare(b.name));
    expect(owned).toEqual(exported);
    expect(tableOwners.get('profiles')?.owner).toBe('profiles');
    expect(tableOwners.get('balanceEntries')?.owner).toBe('ledger');
    expect(tableOwners.get('jobs')?.owner).toBe('jobs');
  });

  test('each column given to another owner exists', () => {
    for (const [table, columns] of Object.entries(COLUMN_OWNERS)) {
      const definition = schema[table] as PgTable;
      expect(is(definition, PgTable)).toBe(true);
      for (const column of Object.keys(columns)) expect(getTableColumns(definition)).toHaveProperty(column);
    }
  });
});
