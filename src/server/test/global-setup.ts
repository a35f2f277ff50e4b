import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite data folder as a tarball: each test file starts from a copy. */
    pgliteTemplate: string;
  }
}

/**
 * PGlite's initdb and the migrations cost seconds per test file; a run pays them once here and
 * every file loads the resulting data folder instead (test-database.ts).
 */
export default async function setup(project: TestProject) {
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
