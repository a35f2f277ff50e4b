import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

/**
 * A search of several words finds the names holding every word, in any order and
 * wherever they stand, with the accent and typo tolerance a single word has; the names holding the
 * words side by side as typed rank first. The products, categories and stores tabs agree.
 */

/** Made oldest first, so within one rank the later rows of this list come first (newest first). */
const CATALOG = [
  "Men's Leather Oxford Shoes",
  'Leather Wallet',
  'Aso Oke Wrapper',
  'Oke Aso Cap, hand-woven',
  'Gèlè and Ìpèlé Set',
  'Non-Stick Frying Pan 28cm',
  'Stick-on Hooks, non-marking',
  'Shoe Polish, Kiwi Black',
] as const;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const make = factories(server.db);
  const vendorId = (await server.signedIn('vendor')).userId;
  const store = await make.store(vendorId, { name: 'Every Word Fixture' });
  for (const [i, name] of CATALOG.entries())
    await make.product(store.id, {
      name,
      createdAt: new Date(Date.UTC(2026, 0, 1 + i)),
      priceKobo: 100_000 * (i + 1),
      stockQuantity: name === 'Stick-on Hooks, non-marking' ? 0 : 5,
    });
  await make.store(vendorId, { name: 'Oke and Aso Weavers' });
  await make.category({ name: 'Shoes and Leather' });
});
afterAll(async () => {
  await server.close();
});

type Found = {
  products: { name: string }[];
  total: number;
  categories: { name: string }[];
  stores: { name: string }[];
};

async function search(query: string, extra = ''): Promise<Found> {
  const res = await server.agent().get(`/api/catalog/search?q=${encodeURIComponent(query)}&limit=100${extra}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Found;
}
const names = (found: Found) => found.products.map((p) => p.name);

describe('a search of several words', () => {
  it('finds a name holding both words with another word between them', async () => {
    const found = await search('leather shoes');
    expect(names(found)).toEqual(["Men's Leather Oxford Shoes"]);
    expect(found.total).toBe(1);
  });

  it('finds a name holding the words in the other order, after the names holding them as typed', async () => {
    expect(names(await search('aso oke'))).toEqual(['Aso Oke Wrapper', 'Oke Aso Cap, hand-woven']);
  });

  it('finds words of three letters or fewer apart', async () => {
    expect(names(await search('oke cap'))).toEqual(['Oke Aso Cap, hand-woven']);
  });

  it('finds a name whose words are joined by a hyphen where the shopper typed a space, apart ones newest first', async () => {
    expect(names(await search('non stick'))).toEqual(['Stick-on Hooks, non-marking', 'Non-Stick Frying Pan 28cm']);
  });

  it('finds words typed without their accents in a name written with them', async () => {
    expect(names(await search('gele ipele'))).toEqual(['Gèlè and Ìpèlé Set']);
  });

  it('finds words typed with accents in a name written without them', async () => {
    expect(names(await search('òkè àṣọ'))).toEqual(['Oke Aso Cap, hand-woven', 'Aso Oke Wrapper']);
  });

  it('finds a name when one of the words carries a typing slip', async () => {
    expect(names(await search('shoes lether'))).toEqual(["Men's Leather Oxford Shoes"]);
  });

  it('finds nothing when one of the words is in no name', async () => {
    const found = await search('aso shoes');
    expect(found).toMatchObject({ products: [], total: 0 });
  });

  it('keeps the words apart when sorted by price', async () => {
    expect(names(await search('non stick', '&sort=price-desc'))).toEqual([
      'Stick-on Hooks, non-marking',
      'Non-Stick Frying Pan 28cm',
    ]);
  });

  it('keeps the words apart when showing only what is in stock', async () => {
    expect(names(await search('non stick', '&inStock=true'))).toEqual(['Non-Stick Frying Pan 28cm']);
  });

  it('finds a store holding the words in the other order', async () => {
    expect((await search('aso oke')).stores.map((s) => s.name)).toEqual(['Oke and Aso Weavers']);
  });

  it('finds a category holding the words in the other order', async () => {
    expect((await search('leather shoes')).categories.map((c) => c.name)).toEqual(['Shoes and Leather']);
  });
});
