import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig } from 'vitest/config';

const shared = { testTimeout: 30_000, hookTimeout: 60_000 };
/**
 * The API tests share each worker's loaded modules from file to file (`isolate: false`): every file
 * builds its own app and database (src/server/test/harness.ts) and none mocks a module, so only the
 * cost of importing the server again for every file goes (about 5 of 12 CPU seconds a file).
 */
const postgresUrl = process.env.TEST_DATABASE_URL;
const root = import.meta.dirname;

/** Every test file, relative to the repository: src/**\/*.test.ts(x) and the lint rules' tests. */
function testFiles(): string[] {
  return ['src', 'eslint']
    .flatMap((dir) =>
      readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file)),
    )
    .filter((file) => /\.test\.tsx?$/.test(file) && !file.split(path.sep).includes('node_modules'))
    .map((file) => file.split(path.sep).join('/'))
    .sort();
}

const HELPERS = 'src/server/test/';
const TEST_DATABASE = `${HELPERS}test-database.ts`;
const DATABASE_CLIENT = 'src/server/db/client.ts';

/** The relative modules a file imports at run time (`import type` is erased, so it does not count). */
function importsOf(file: string): string[] {
  const source = readFileSync(path.join(root, file), 'utf8');
  const specifiers = [
    ...source.matchAll(/^\s*(?:import|export)(?!\s+type\s)[^'";]*?from\s*['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/^\s*import\s*['"](\.[^'"]+)['"]/gm),
    ...source.matchAll(/\bimport\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((match) => match[1]!);
  return specifiers.map((specifier) => path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier)));
}

/**
 * What a test file's database needs, read from its imports and those of the test helpers it uses
 * (src/server/test/): `engine` when it opens the test database (test-database.ts, through the
 * harness or directly), which runs on both engines; `pglite` when it opens an embedded database of
 * its own (db/client.ts); `none` otherwise.
 */
function databaseOf(file: string): 'engine' | 'pglite' | 'none' {
  const seen = new Set<string>();
  let found: 'engine' | 'pglite' | 'none' = 'none';
  const visit = (module: string) => {
    for (const imported of importsOf(module)) {
      if (imported === TEST_DATABASE) found = 'engine';
      else if (imported === DATABASE_CLIENT && found === 'none') found = 'pglite';
      if (imported.startsWith(HELPERS) && !seen.has(imported)) {
        seen.add(imported);
        visit(imported);
      }
    }
  };
  visit(file);
  return found;
}

const files = testFiles().map((file) => ({ file, database: databaseOf(file) }));
/** Process tests start real server processes (`*.process.test.ts`): with the API tests, on PGlite only. */
const isProcessTest = (file: string) => file.endsWith('.process.test.ts');

/**
 * Three projects, decided by what each test file imports, so a new or moved test lands in the right
 * one without a naming rule (decision 0006):
 * - `unit`: every file that opens no database and starts no process — shared code, the web (a
 *   `*.test.tsx` picks its DOM with `// @vitest-environment happy-dom`), the lint rules, pure server
 *   modules. No global setup; `npm run validate` runs just these.
 * - `pglite`: the API tests (whatever opens the test database through the harness or
 *   test-database.ts, or a PGlite of its own) and the process tests, on embedded PGlite. A worker
 *   loads the migrated template the global setup makes once per run, and its files share that
 *   database, emptied back to the template between them (decision 0039), and its loaded modules.
 * - `postgres` (with TEST_DATABASE_URL; CI always sets it): the test-database files again on
 *   PostgreSQL, each on a fresh copy of a database the global setup migrates once per run.
 * - `cluster` (with TEST_DATABASE_URL, after the build): scripts/cluster/cluster.test.ts, three
 *   nodes of the build on one fresh PostgreSQL database behind HAProxy (decision 0027).
 */
export const unitFiles = files.filter((f) => f.database === 'none' && !isProcessTest(f.file)).map((f) => f.file);
export const pgliteFiles = files.filter((f) => f.database !== 'none' || isProcessTest(f.file)).map((f) => f.file);
export const postgresFiles = files.filter((f) => f.database === 'engine' && !isProcessTest(f.file)).map((f) => f.file);

export default defineConfig({
  test: {
    projects: [
      {
        test: { ...shared, name: 'unit', include: unitFiles },
      },
      {
        test: {
          ...shared,
          name: 'pglite',
          include: pgliteFiles,
          env: { TEST_DB: 'pglite' },
          isolate: false,
          globalSetup: ['src/server/test/global-setup.ts'],
        },
      },
      ...(postgresUrl
        ? [
            {
              test: {
                ...shared,
                name: 'postgres',
                include: postgresFiles,
                env: { TEST_DB: 'postgres', TEST_DATABASE_URL: postgresUrl },
                isolate: false,
                globalSetup: ['src/server/test/global-setup.ts'],
              },
            },
            {
              test: {
                name: 'cluster',
                include: ['scripts/cluster/*.test.ts'],
                testTimeout: 60_000,
                hookTimeout: 180_000,
                env: { TEST_DATABASE_URL: postgresUrl },
              },
            },
          ]
        : []),
    ],
  },
});
