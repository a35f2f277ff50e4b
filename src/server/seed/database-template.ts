import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDatabase } from '../db/client.ts';

/**
 * A fresh embedded database costs PGlite an initdb (a second WebAssembly instance bootstrapping
 * the catalogs, then a copy of all of it into the data folder) and the migrations: about three
 * seconds of a first start. The build does that once (scripts/build.js runs
 * makeDatabaseTemplate) and keeps the cleanly closed result next to the server bundle; a first
 * start on an empty data folder copies it instead. It holds only what initdb and the committed
 * migrations make: no rows of ours, no secrets (the auth secret is generated at start-up, after).
 *
 * Used only when it was made by the PGlite version now installed and the database folder is
 * absent or empty; otherwise PGlite creates the database itself, as it always did. Running from
 * src/ (npm run dev, the tests) there is no template.
 */
export const DATABASE_TEMPLATE_DIR = fileURLToPath(new URL('./pgdata-template/', import.meta.url));
const STAMP_FILE = 'oja-template.json';

/** The installed PGlite's version; its package exports no package.json, so find it from its entry point. */
function pgliteVersion(): string {
  const require = createRequire(import.meta.url);
  let dir = path.dirname(require.resolve('@electric-sql/pglite'));
  while (!existsSync(path.join(dir, 'package.json'))) dir = path.dirname(dir);
  return (JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { version: string }).version;
}

const stampOf = () => JSON.stringify({ pglite: pgliteVersion() });

/** Creates a migrated, empty database in `dir` (which must not exist) and closes it cleanly. */
export async function makeDatabaseTemplate(dir: string): Promise<void> {
  const database = await openDatabase({ pgliteDir: dir });
  await database.close();
  // Written last: a template without its stamp is never used.
  writeFileSync(path.join(dir, STAMP_FILE), stampOf());
}

/**
 * Puts a copy of the template at `pgliteDir` when that folder is absent or empty and the template
 * fits the installed PGlite; returns whether it did. The copy is made beside the folder and renamed
 * into place, so an interrupted copy never looks like a database.
 */
export function copyDatabaseTemplate(pgliteDir: string, template = DATABASE_TEMPLATE_DIR): boolean {
  const stamp = path.join(template, STAMP_FILE);
  if (!existsSync(stamp) || readFileSync(stamp, 'utf8') !== stampOf()) return false;
  if (existsSync(pgliteDir) && readdirSync(pgliteDir).length > 0) return false;
  const copy = `${pgliteDir}.tmp-${process.pid}`;
  try {
    cpSync(template, copy, { recursive: true, filter: (source) => source !== stamp });
    rmSync(pgliteDir, { recursive: true, force: true }); // an empty folder, if any
    renameSync(copy, pgliteDir);
  } finally {
    rmSync(copy, { recursive: true, force: true });
  }
  return true;
}
