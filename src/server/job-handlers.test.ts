import { describe, expect, it } from 'vitest';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { jobHandlers } from './job-handlers.ts';

const serverDir = path.dirname(fileURLToPath(import.meta.url));

/** The kinds `defineJob('…', …)` declares in the server's source (tests excluded). */
async function definedKinds(): Promise<string[]> {
  const files = (await readdir(serverDir, { recursive: true })).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.startsWith('test/'),
  );
  const kinds: string[] = [];
  for (const file of files) {
    const text = await readFile(path.join(serverDir, file), 'utf8');
    for (const match of text.matchAll(/defineJob\(\s*'([^']+)'/g)) kinds.push(match[1]!);
  }
  return kinds.sort();
}

describe('the job registry', () => {
  it('has a handler for every kind of job the server defines, each once', async () => {
    const listed = jobHandlers.map((handler) => handler.job.kind).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(await definedKinds());
  });
});
