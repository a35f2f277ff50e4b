import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

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

describe('category and store pages come a page at a time', () => {
  it('returns the total count and the requested page, newest first', async () => {
    const category = await make.category({ name: 'Paged Things' });
    const store = await make.store(vendorId, { name: 'Paged Store' });
    for (let i = 0; i < 5; i++)
      await make.product(store.id, {
        name: `Paged ${i}`,
        categoryId: category.id,
        createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
      });
    const first = await json<{ products: Card[]; total: number }>(
      await get('/api/catalog/categories/paged-things?limit=2'),
    );
    expect(first.total).toBe(5);
    expect(first.products.map((p) => p.name)).toEqual(['Paged 4', 'Paged 3']);
    const last = await json<{ products: Card[]; total: number }>(
      await get('/api/catalog/stores/paged-store?limit=2&offset=4'),
    );
    expect(last.total).toBe(5);
    expect(last.products.map((p) => p.name)).toEqual(['Paged 0']);
  });

  it('refuses a limit above 100, naming it', async () => {
    const res = await get('/api/catalog/stores/paged-store?limit=1000');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ limit: 'limit must be at most 100' });
  });
});

describe('category and store pages sort and filter on the server', () => {
  it('sorts a category by price either way, equal prices newest first and then by id', async () => {
    const category = await make.category({ name: 'Sorted Things' });
    const store = await make.store(vendorId, { name: 'Sorted Store' });
    const day = (d: number) => new Date(Date.UTC(2026, 4, d));
    const cheap = await make.product(store.id, {
      name: 'Cheap',
      priceKobo: 10_000,
      categoryId: category.id,
      createdAt: day(1),
    });
    const dear = await make.product(store.id, {
      name: 'Dear',
      priceKobo: 990_000,
      categoryId: category.id,
      createdAt: day(2),
    });
    const a = await make.product(store.id, {
      name: 'Mid A',
      priceKobo: 500_000,
      categoryId: category.id,
      createdAt: day(3),
    });
    const b = await make.product(store.id, {
      name: 'Mid B',
      priceKobo: 500_000,
      categoryId: category.id,
      createdAt: day(3),
    });
    const [high, low] = [a, b].sort((x, y) => (x.id < y.id ? 1 : -1));
    const ids = async (query: string) =>
      (await json<{ products: Card[] }>(await get(`/api/catalog/categories/sorted-things${query}`))).products.map(
        (p) => p.id,
      );
    expect(await ids('?sort=price-asc')).toEqual([cheap.id, high!.id, low!.id, dear.id]);
    expect(await ids('?sort=price-desc')).toEqual([dear.id, high!.id, low!.id, cheap.id]);
    expect(await ids('?sort=newest')).toEqual([high!.id, low!.id, dear.id, cheap.id]);
    expect(await ids('')).toEqual([high!.id, low!.id, dear.id, cheap.id]);
    // Pages of one product each, cheapest first, hold every product once.
    const paged = [];
    for (let offset = 0; offset < 4; offset++) paged.push(...(await ids(`?sort=price-asc&limit=1&offset=${offset}`)));
    expect(paged).toEqual([cheap.id, high!.id, low!.id, dear.id]);
  });

  it('keeps only products in stock on a store page with inStock=1, and counts only those', async () => {
    const store = await make.store(vendorId, { name: 'Stocked Store' });
    const there = await make.product(store.id, { name: 'There', stockQuantity: 2 });
    await make.product(store.id, { name: 'Gone', stockQuantity: 0 });
    const all = await json<{ products: Card[]; total: number }>(await get('/api/catalog/stores/stocked-store'));
    expect(all.total).toBe(2);
    const stocked = await json<{ products: Card[]; total: number }>(
      await get('/api/catalog/stores/stocked-store?inStock=1'),
    );
    expect(stocked.total).toBe(1);
    expect(stocked.products.map((p) => p.id)).toEqual([there.id]);
    const both = await json<{ total: number }>(await get('/api/catalog/stores/stocked-store?inStock=0'));
    expect(both.total).toBe(2);
  });

  it('refuses an unknown sort and a bad inStock, naming them', async () => {
    const res = await get('/api/catalog/categories/sorted-things?sort=relevance&inStock=yes');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      sort: 'sort must be one of newest, price-asc, price-desc',
      inStock: 'inStock must be 1 or 0',
    });
  });
});
