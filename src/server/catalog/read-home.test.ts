import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { HOME_CATEGORY_LIMIT, HOME_PRODUCT_LIMIT } from '../../shared/constants.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

type Card = { id: string; name: string; storeSlug: string };
const json = async <T>(res: Response) => (await res.json()) as T;

describe('home', () => {
  it('shows at most 6 categories and 8 products, newest first', async () => {
    const fresh = await startTestServer();
    try {
      const f = factories(fresh.db);
      const owner = (await fresh.signedIn('vendor')).userId;
      const store = await f.store(owner);
      for (let i = 0; i < 8; i++) await f.category({ name: `Cat ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      for (let i = 0; i < 10; i++)
        await f.product(store.id, { name: `P${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      const home = await json<{ categories: { name: string }[]; products: Card[] }>(
        await fresh.agent().get('/api/catalog/home'),
      );
      expect(home.categories).toHaveLength(HOME_CATEGORY_LIMIT);
      expect(home.categories[0]!.name).toBe('Cat 7');
      expect(home.products).toHaveLength(HOME_PRODUCT_LIMIT);
      expect(home.products.map((p) => p.name)).toEqual(['P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3', 'P2']);
    } finally {
      await fresh.close();
    }
  });
});

describe('home categories', () => {
  it('puts categories with products shoppers can see ahead of empty ones, newest first within each', async () => {
    const fresh = await startTestServer();
    try {
      const f = factories(fresh.db);
      const owner = (await fresh.signedIn('vendor')).userId;
      const store = await f.store(owner);
      const hidden = await f.store(owner, { isActive: false });
      const day = (d: number) => new Date(Date.UTC(2026, 0, d));
      const stocked = await f.category({ name: 'Stocked', createdAt: day(1) });
      const older = await f.category({ name: 'Older stocked', createdAt: day(0) });
      await f.category({ name: 'Empty newest', createdAt: day(9) });
      const onlyHidden = await f.category({ name: 'Only hidden goods', createdAt: day(8) });
      await f.product(store.id, { categoryId: stocked.id });
      await f.product(store.id, { categoryId: older.id });
      await f.product(hidden.id, { categoryId: onlyHidden.id });
      const home = await json<{ categories: { name: string }[] }>(await fresh.agent().get('/api/catalog/home'));
      expect(home.categories.map((c) => c.name)).toEqual([
        'Stocked',
        'Older stocked',
        'Empty newest',
        'Only hidden goods',
      ]);
    } finally {
      await fresh.close();
    }
  });
});
