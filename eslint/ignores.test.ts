import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { ESLint } from 'eslint';
import { repoRoot } from './zone-errors.ts';

/** A file that a .gitignore entry covers: inside it when it names a folder, else a file it names. */
function sampleFor(entry: string): string {
  const concrete = entry.replace(/^\//, '').replaceAll('*', 'x');
  return concrete.endsWith('/') ? `${concrete}nested/file.js` : concrete;
}

describe('lint ignores', () => {
  const entries = readFileSync(path.join(repoRoot, '.gitignore'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#') && !line.startsWith('!'));

  const eslint = new ESLint({ cwd: repoRoot });
  test.each(entries)('ESLint ignores what .gitignore lists: %s', async (entry) => {
    expect(await eslint.isPathIgnored(path.join(repoRoot, sampleFor(entry)))).toBe(true);
  });

  test('a build output folder added to .gitignore is ignored by ESLint without editing its config', async () => {
    const { gitignorePatterns } = await import('./gitignore-patterns.js');
    const patterns = gitignorePatterns('dist-xyz/\n# a comment\n\n/only-at-root\n*.log\n!keep.log\nsub/dir\n');
    expect(patterns).toEqual(['**/dist-xyz/', 'only-at-root', '**/*.log', '!**/keep.log', 'sub/dir']);
    const eslint = new ESLint({
      cwd: repoRoot,
      overrideConfigFile: true,
      overrideConfig: [{ ignores: patterns }],
    });
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'dist-xyz/assets/index.js'))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'src/dist-xyz/index.js'))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'only-at-root/a.js'))).toBe(true);
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'src/only-at-root/a.js'))).toBe(false);
    expect(await eslint.isPathIgnored(path.join(repoRoot, 'src/index.js'))).toBe(false);
  });
});
