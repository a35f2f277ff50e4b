import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

/**
 * The search's typo tolerance and ranking, pinned on a fixed catalog: a table of queries with the
 * products that must come first (in that order) and the products that must not come at all.
 * Exact, prefix and word-start matches rank ahead of matches inside a word, which rank ahead of
 * near-misses; a near-miss is one or two typing slips in a word (see typo-match.ts), not any name
 * that happens to share a few letter triples with the query ("shea" is not "shoes").
 */

/** Made oldest first, so within one rank the later rows of this list come first (newest first). */
const CATALOG = [
  'Shea Butter (Unrefined, 500g)',
  "Men's Leather Oxford Shoes",
  'Shoe Polish, Kiwi Black',
  'Apple iPhone 13 (UK used)',
  'Infinix Hot 40 Phone',
  'Samsung Galaxy A15',
  'Ijebu Garri 10kg',
  'Ofada Rice 5kg',
  'Mama Gold Rice 50kg',
  'Ankara Fabric, 6 yards',
  'Binatone Blender 1.5L',
  'Hisense 32" LED TV',
  'Leather Wallet',
  'Palm Oil 4L',
  'Electric Kettle 1.7L',
] as const;
type Name = (typeof CATALOG)[number];

type Row = { query: string; top: Name[]; mustNotMatch?: Name[]; only?: true };

const TABLE: Row[] = [
  // Exact, prefix and word-start matches first.
  {
    query: 'shea',
    top: ['Shea Butter (Unrefined, 500g)'],
    mustNotMatch: ["Men's Leather Oxford Shoes", 'Shoe Polish, Kiwi Black'],
    only: true,
  },
  { query: 'SHEA butter', top: ['Shea Butter (Unrefined, 500g)'], only: true },
  { query: 'Leather Wallet', top: ['Leather Wallet'], mustNotMatch: ["Men's Leather Oxford Shoes"] },
  { query: 'leather', top: ['Leather Wallet', "Men's Leather Oxford Shoes"], only: true },
  { query: 'phone', top: ['Infinix Hot 40 Phone', 'Apple iPhone 13 (UK used)'], only: true },
  { query: 'iphone', top: ['Apple iPhone 13 (UK used)'] },
  { query: 'rice', top: ['Mama Gold Rice 50kg', 'Ofada Rice 5kg'], only: true },
  { query: 'tv', top: ['Hisense 32" LED TV'], only: true },
  { query: 'oil', top: ['Palm Oil 4L'], only: true },
  { query: 'uk used', top: ['Apple iPhone 13 (UK used)'], only: true },
  // Every word of the query must be in the name, or nearly.
  {
    query: 'leather shoes',
    top: ["Men's Leather Oxford Shoes"],
    mustNotMatch: ['Leather Wallet', 'Shoe Polish, Kiwi Black'],
    only: true,
  },
  // One slip: a swapped, missing, extra or wrong letter.
  { query: 'iphnoe', top: ['Apple iPhone 13 (UK used)'], mustNotMatch: ['Infinix Hot 40 Phone'], only: true },
  { query: 'hisnese', top: ['Hisense 32" LED TV'], only: true },
  { query: 'fabirc', top: ['Ankara Fabric, 6 yards'], only: true },
  { query: 'samsnug', top: ['Samsung Galaxy A15'], only: true },
  { query: 'galxy', top: ['Samsung Galaxy A15'], mustNotMatch: ['Ijebu Garri 10kg'], only: true },
  { query: 'gari', top: ['Ijebu Garri 10kg'], mustNotMatch: ['Samsung Galaxy A15'], only: true },
  { query: 'ankra', top: ['Ankara Fabric, 6 yards'], only: true },
  { query: 'blendr', top: ['Binatone Blender 1.5L'], only: true },
  { query: 'kettel', top: ['Electric Kettle 1.7L'], only: true },
  {
    query: 'lether',
    top: ['Leather Wallet', "Men's Leather Oxford Shoes"],
    mustNotMatch: ['Hisense 32" LED TV'],
    only: true,
  },
  // A name containing the word ranks ahead of a near-miss of it.
  {
    query: 'shoes',
    top: ["Men's Leather Oxford Shoes", 'Shoe Polish, Kiwi Black'],
    mustNotMatch: ['Shea Butter (Unrefined, 500g)'],
    only: true,
  },
  // Nothing like it.
  { query: 'xyzzy', top: [], only: true },
  { query: 'samsung iphone', top: [], only: true },
];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const make = factories(server.db);
  const vendorId = (await server.signedIn('vendor')).userId;
  const store = await make.store(vendorId, { name: 'Fixture Store' });
  for (const [i, name] of CATALOG.entries())
    await make.product(store.id, { name, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
});
afterAll(async () => {
  await server.close();
});

async function search(query: string): Promise<string[]> {
  const res = await server.agent().get(`/api/catalog/search?q=${encodeURIComponent(query)}&limit=100`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { products: { name: string }[] };
  return body.products.map((p) => p.name);
}

describe('search ranking and typo tolerance on a fixed catalog', () => {
  it.each(TABLE)('$query → $top', async ({ query, top, mustNotMatch = [], only }) => {
    const found = await search(query);
    expect(found.slice(0, top.length)).toEqual(top);
    if (only) expect(found).toEqual(top);
    for (const name of mustNotMatch) expect(found).not.toContain(name);
  });
});
