import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DatabaseDamagedError, openDatabase } from './client.ts';

let dir: string;
beforeAll(async () => {
  dir = path.join(await mkdtemp(path.join(os.tmpdir(), 'oja-damaged-')), 'db');
});
afterAll(async () => {
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('a damaged embedded database', () => {
  it('says what happened, names the folder and says what to do', async () => {
    const healthy = await openDatabase({ pgliteDir: dir });
    await healthy.close();
    // The control file PostgreSQL reads first, zeroed as a crash mid-write might leave it.
    await writeFile(path.join(dir, 'global', 'pg_control'), Buffer.alloc(8192));
    const opening = openDatabase({ pgliteDir: dir });
    await expect(opening).rejects.toBeInstanceOf(DatabaseDamagedError);
    const message = await opening.catch((error: Error) => error.message);
    expect(message).toContain(`Oja could not open its embedded database in ${dir}`);
    expect(message).toContain('looks damaged');
    expect(message).toContain(`restore ${dir} from a backup, or move it aside (mv ${dir} ${dir}.damaged)`);
  });
});
