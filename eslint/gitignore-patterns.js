/**
 * Reads .gitignore into ESLint flat-config `ignores` patterns, so that whatever git leaves out (every
 * build output, data folders, logs) is never linted and a new entry needs no second list here.
 * The conversion is @eslint/compat's includeIgnoreFile, in a few lines: an entry without a slash
 * (or with only a trailing one) matches at any depth, `/x` and `a/b` only from the repository root,
 * `!` re-includes, and `#` lines and blank lines are skipped.
 */
import { readFileSync } from 'node:fs';

/** One .gitignore entry as a minimatch pattern relative to the repository root. */
function toPattern(entry) {
  const negated = entry.startsWith('!');
  const body = negated ? entry.slice(1) : entry;
  const firstSlash = body.indexOf('/');
  const anywhere = firstSlash < 0 || firstSlash === body.length - 1 ? '**/' : '';
  const fromRoot = firstSlash === 0 ? body.slice(1) : body;
  // `{` and `(` are plain characters in .gitignore but syntax in minimatch.
  const escaped = fromRoot.replace(/[{(]/g, (c) => `\\${c}`);
  const inside = body.endsWith('/**') ? '/*' : '';
  return `${negated ? '!' : ''}${anywhere}${escaped}${inside}`;
}

/** The patterns of a .gitignore's text. */
export function gitignorePatterns(text) {
  return text
    .split(/\r?\n/)
    .map((line) => line.trimEnd())
    .filter((line) => line.trim() !== '' && !line.startsWith('#'))
    .map(toPattern);
}

/** The patterns of the .gitignore file at `file`. */
export function readGitignore(file) {
  return gitignorePatterns(readFileSync(file, 'utf8'));
}
