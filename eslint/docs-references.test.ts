import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { repoRoot } from './zone-errors.ts';

/**
 * Every reference from code or docs to the project's own documents resolves inside the repository.
 *
 * The forms a reference takes:
 * - `docs/product.md#order-status` (or any `docs/<page>.md#<anchor>`, or `product.md#…` from a page
 *   in docs/): the page exists and declares the anchor, as `<a id="order-status"></a>` (the stable
 *   form, which a reworded heading does not break) or as a heading's slug;
 * - `decision 0011` (four digits) or `docs/decisions/0011-checkout-and-payments.md`: the record exists.
 *
 * Refused everywhere: a section of the original specification (`spec §2`), a bare `§`, a numbered
 * decision that is not a record (`decision 4`, `DESIGN decision 6`) and any path into the design
 * notes outside the repository (`../shared/spec/…`, `DESIGN.md`, `payments.md`, `/work/…`), in code,
 * docs and JSON (the providers' documented examples name their sources). Refused in code
 * (not in the decision records, which keep their history): notes about how the work was organised,
 * such as issue numbers and helper names; a comment says what the thing is instead.
 */

const scanned = ['src', 'e2e', 'scripts', 'bench', 'eslint', 'docs', 'README.md'];
const rootConfigs = [
  'playwright.config.ts',
  'vite.config.ts',
  'vitest.config.ts',
  'drizzle.config.ts',
  'eslint.config.js',
];
const textFile = /\.(ts|tsx|js|mjs|cjs|sql|md|css|html|json)$/;
const thisFile = 'eslint/docs-references.test.ts';

function walk(relative: string): string[] {
  const full = path.join(repoRoot, relative);
  if (!existsSync(full)) return [];
  if (statSync(full).isFile()) return textFile.test(relative) ? [relative] : [];
  return readdirSync(full).flatMap((name) =>
    name === 'node_modules' || name.startsWith('.') ? [] : walk(path.join(relative, name)),
  );
}

interface Line {
  file: string;
  line: number;
  text: string;
}

function linesOf(files: string[]): Line[] {
  return files.flatMap((file) =>
    readFileSync(path.join(repoRoot, file), 'utf8')
      .split('\n')
      .map((text, index) => ({ file, line: index + 1, text })),
  );
}

/** A heading's anchor as GitHub makes it: lower case, punctuation dropped, spaces to hyphens. */
export function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors of a docs page: its explicit `<a id="…"></a>` ids, then its headings' slugs. */
export function anchorsOf(markdown: string): string[] {
  const ids = [...markdown.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]!);
  const headings = [...markdown.matchAll(/^#{1,6} (.+)$/gm)].map((match) => headingSlug(match[1]!));
  return [...ids, ...headings];
}

/** Only the explicit ids (these must be unique; headings may repeat). */
function idsOf(markdown: string): string[] {
  return [...markdown.matchAll(/<a id="([a-z0-9-]+)"><\/a>/g)].map((match) => match[1]!);
}

const decisionsDir = path.join(repoRoot, 'docs/decisions');

/** What is wrong with the references on one line of `file` (empty when nothing is). */
export function problemsIn(
  file: string,
  text: string,
  known: { anchors: (page: string) => string[] | null; records: string[] },
): string[] {
  const problems: string[] = [];
  const inDocs = file.startsWith('docs/');

  // docs/<page>.md#anchor, and from inside docs/ also <page>.md#anchor and ../<page>.md#anchor.
  const anchorRef = inDocs
    ? /(?:docs\/|\.\.\/|\b)([a-z0-9-]+(?:\/[a-z0-9-]+)*\.md)#([A-Za-z0-9_-]+)/g
    : /docs\/([a-z0-9-]+(?:\/[a-z0-9-]+)*\.md)#([A-Za-z0-9_-]+)/g;
  for (const match of text.matchAll(anchorRef)) {
    const [page, anchor] = [match[1]!, match[2]!];
    const anchors = known.anchors(page);
    if (anchors === null) problems.push(`docs/${page} does not exist`);
    else if (!anchors.includes(anchor)) problems.push(`docs/${page} has no anchor "${anchor}"`);
  }

  for (const match of text.matchAll(/\bdecisions? (\d+)\b/gi)) {
    const [whole, number] = [match[0], match[1]!];
    if (!/^\d{4}$/.test(number)) problems.push(`"${whole}": name a record as "decision 00NN"`);
    else if (!known.records.some((record) => record.startsWith(`${number}-`)))
      problems.push(`"${whole}": no record docs/decisions/${number}-*.md`);
  }
  for (const match of text.matchAll(/(?:decisions\/|\()(\d{4}-[a-z0-9-]+\.md)/g)) {
    const record = match[1]!;
    if (!known.records.includes(record)) problems.push(`docs/decisions/${record} does not exist`);
  }

  const outside: [RegExp, string][] = [
    [/§/, 'a section sign: name a section of docs/product.md (docs/product.md#anchor) instead'],
    [/\bDESIGN\b/, 'DESIGN.md is not in the repository: name a record (decision 00NN) or docs/product.md#anchor'],
    [/shared\/(spec|reference)\b|marketplace-spec|(?<![\w.-])\/work\//, 'a path outside the repository'],
    [/(?<![\w-])payments\.md\b/, 'payments.md is not in the repository: name docs/payment-providers.md#anchor'],
  ];
  for (const [pattern, why] of outside) if (pattern.test(text)) problems.push(why);

  // Decision records and measurements keep their history; a committed migration is never edited.
  const history = file.startsWith('docs/decisions/') || file === 'docs/benchmarks.md' || file.includes('/migrations/');
  if (!history) {
    const notes: [RegExp, string][] = [
      [/\bissues? #?\d+|\bissue-\d+ journeys?/i, 'an issue number: say what the thing is instead'],
      [/\bhelpers? [A-Z][A-Z0-9]?\b|\bh-[a-z]\d\b/, 'a helper name: say what the thing is instead'],
    ];
    for (const [pattern, why] of notes) if (pattern.test(text)) problems.push(why);
  }
  return problems;
}

function knownDocs() {
  const cache = new Map<string, string[] | null>();
  return {
    anchors(page: string) {
      if (!cache.has(page)) {
        const full = path.join(repoRoot, 'docs', page);
        cache.set(page, existsSync(full) ? anchorsOf(readFileSync(full, 'utf8')) : null);
      }
      return cache.get(page) ?? null;
    },
    records: readdirSync(decisionsDir).filter((name) => /^\d{4}-.*\.md$/.test(name)),
  };
}

describe('references to the project documents', () => {
  const known = knownDocs();

  test('the rules of each form', () => {
    const fake = {
      anchors: (page: string) => (page === 'product.md' ? ['order-status'] : null),
      records: ['0011-checkout-and-payments.md'],
    };
    const check = (file: string, text: string) => problemsIn(file, text, fake);
    expect(check('src/a.ts', '// docs/product.md#order-status and decision 0011')).toEqual([]);
    expect(check('src/a.ts', '// see docs/decisions/0011-checkout-and-payments.md')).toEqual([]);
    expect(check('docs/x.md', 'see [states](product.md#order-status)')).toEqual([]);
    expect(check('src/a.ts', '// docs/product.md#orders')).toEqual(['docs/product.md has no anchor "orders"']);
    expect(check('src/a.ts', '// docs/nothing.md#x')).toEqual(['docs/nothing.md does not exist']);
    expect(check('src/a.ts', '// (decision 4)')).toHaveLength(1);
    expect(check('src/a.ts', '// Decision 0099')).toHaveLength(1);
    expect(check('src/a.ts', '// spec §2')).toHaveLength(1);
    expect(check('src/a.ts', '// DESIGN decision 6')).toHaveLength(2);
    expect(check('src/a.ts', '// ../shared/spec/marketplace-spec.md')).toHaveLength(1);
    expect(check('e2e/a.spec.ts', '// screenshots to /work/notes/shots')).toHaveLength(1);
    expect(check('src/a.ts', '// https://example.com/work/notes')).toEqual([]);
    expect(check('src/x.json', '"note": "as payments.md §7.2 says"')).toHaveLength(2);
    expect(check('src/a.ts', "import { x } from '../shared/messages.ts';")).toEqual([]);
    expect(check('src/a.ts', '// (payments.md §1.3)')).toHaveLength(2);
    expect(check('src/a.ts', '// Issue 9, order fulfilment (helper V1)')).toHaveLength(2);
    expect(check('src/a.ts', '// the issue-9 journeys')).toHaveLength(1);
    expect(check('src/a.ts', "id: 'issue-1',")).toEqual([]);
    expect(anchorsOf('<a id="order-status"></a>\n## Start-up (cold, 2 cores)\n')).toEqual([
      'order-status',
      'start-up-cold-2-cores',
    ]);
    expect(check('docs/decisions/0013-x.md', 'Issue 10 measured the catalog')).toEqual([]);
  });

  test('every docs page declares each anchor once', () => {
    for (const page of readdirSync(path.join(repoRoot, 'docs')).filter((name) => name.endsWith('.md'))) {
      const anchors = idsOf(readFileSync(path.join(repoRoot, 'docs', page), 'utf8'));
      expect(
        anchors.filter((anchor, index) => anchors.indexOf(anchor) !== index),
        page,
      ).toEqual([]);
    }
  });

  test('every reference in code and docs resolves inside the repository', () => {
    const files = [...scanned.flatMap(walk), ...rootConfigs.filter((file) => existsSync(path.join(repoRoot, file)))];
    expect(files.length).toBeGreaterThan(100);
    const problems = linesOf(files.filter((file) => file !== thisFile)).flatMap(({ file, line, text }) =>
      problemsIn(file, text, known).map((problem) => `${file}:${line}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });
});
