import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let vendorId: string;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  vendorId = (await server.signedIn('vendor')).userId;
});
afterAll(async () => {
  await server.close();
});

type Card = { id: string; name: string; storeSlug: string };
const json = async <T>(res: Response) => (await res.json()) as T;
const get = (url: string) => server.agent().get(url);

describe('search', () => {
  it('is case-insensitive, ranks near-misses by similarity, and finds "iphnoe"', async () => {
    const store = await make.store(vendorId, { name: 'Phone Plaza' });
    const iphone = await make.product(store.id, { name: 'Apple iPhone 15 Pro' });
    await make.product(store.id, { name: 'Samsung Galaxy A15' });
    const exact = await json<{ products: Card[] }>(await get('/api/catalog/search?q=IPHONE'));
    expect(exact.products.map((p) => p.id)).toContain(iphone.id);
    const typo = await json<{ products: Card[] }>(await get('/api/catalog/search?q=iphnoe'));
    expect(typo.products[0]?.id).toBe(iphone.id);
  });

  it('returns nothing for an empty query', async () => {
    const result = await json<{ products: unknown[]; categories: unknown[]; stores: unknown[] }>(await get('/api/catalog/search?q=%20%20'));
    expect(result).toMatchObject({ products: [], categories: [], stores: [] });
  });

  it('treats % and _ as text, not wildcards', async () => {
    const store = await make.store(vendorId, { name: 'Percent Place' });
    const underscored = await make.product(store.id, { name: 'Mug_with_underscore' });
    await make.product(store.id, { name: 'Plain mug' });
    const result = await json<{ products: Card[] }>(await get('/api/catalog/search?q=_'));
    expect(result.products.map((p) => p.id)).toEqual([underscored.id]);
    const percent = await json<{ products: Card[] }>(await get('/api/catalog/search?q=%25'));
    expect(percent.products).toEqual([]);
  });

  it('caps products at 20, categories at 10 and stores at 10', async () => {
    const fresh = await startTestServer();
    try {
      const f = factories(fresh.db);
      const owner = (await fresh.signedIn('vendor')).userId;
      for (let i = 0; i < 12; i++) await f.category({ name: `Mango category ${i}` });
      for (let i = 0; i < 12; i++) await f.store(owner, { name: `Mango store ${i}` });
      const store = await f.store(owner, { name: 'Fruit stand' });
      for (let i = 0; i < 25; i++) await f.product(store.id, { name: `Mango ${i}` });
      const result = await json<{ products: unknown[]; categories: unknown[]; stores: unknown[] }>(await fresh.agent().get('/api/catalog/search?q=mango'));
      expect(result.products).toHaveLength(SEARCH_PRODUCT_LIMIT);
      expect(result.categories).toHaveLength(SEARCH_CATEGORY_LIMIT);
      expect(result.stores).toHaveLength(SEARCH_STORE_LIMIT);
    } finally {
      await fresh.close();
    }
  });
});
