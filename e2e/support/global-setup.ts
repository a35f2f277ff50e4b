import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';

const STALE_AFTER_MS = 60 * 60 * 1000;

/**
 * Each run gets its own data folder under .tmp (about 40 MB of embedded database). Folders of
 * runs that ended more than an hour ago are removed here, so they do not pile up; the current
 * run's folder stays for inspection after a failure.
 */
export default async function globalSetup() {
  const current = process.env.E2E_DATA_DIR;
  const root = path.resolve('.tmp');
  const entries = await readdir(root).catch(() => [] as string[]);
  for (const name of entries) {
    const dir = path.join(root, name);
    if (!name.startsWith('e2e-') || dir === current) continue;
    const info = await stat(dir).catch(() => null);
    if (info?.isDirectory() && Date.now() - info.mtimeMs > STALE_AFTER_MS)
      await rm(dir, { recursive: true, force: true });
  }
}
