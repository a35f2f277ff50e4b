/**
 * Makes the empty, migrated embedded database that a first start copies (see
 * src/server/seed/database-template.ts). scripts/build.js bundles this next to the server and runs
 * it there, so that it finds the migrations exactly as the server does:
 *   node dist-server/make-database-template.js <new folder>
 */
import { makeDatabaseTemplate } from '../src/server/seed/database-template.ts';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: make-database-template <new folder>');
  process.exit(1);
}
await makeDatabaseTemplate(dir);
