import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products, stores } from '../db/schema.ts';
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

type Card = { id: string; name: string; storeSlug: string; priceKobo: number };
type PageBody = { products: Card[]; total: number; totalCapped: boolean; nextCursor: string | null };
const json = async <T>(res: Response) => (await res.json()) as T;
const get = (url: string) => server.agent().get(url);
const pageOf = async (url: string) => json<PageBody>(await get(url));

/** Every product of a list, following nextCursor from the first page to the last. */
async function everyPage(url: string) {
  const pages: PageBody[] = [];
  let after: string | null = null;
  do {
    const page = await pageOf(after ? `${url}&after=${after}` : url);
    pages.push(page);
    after = page.nextCursor;
  } while (after && pages.length < 50);
  return pages;
}

/** `n` active products of a store (and category) in one insert, the i-th priced and dated from i. */
async function manyProducts(storeId: string, categoryId: string | null, n: number) {
  const rows = Array.from({ length: n }, (_, i) => ({
    storeId,
    categoryId,
    name: `Many ${i}`,
    priceKobo: 100_00 * (1 + (i % 7)),
    stockQuantity: 5,
    createdAt: new Date(Date.UTC(2025, 0, 1) + i * 1000),
  }));
  return server.db.insert(products).values(rows).returning({ id: products.id });
}

describe('category and store pages come a page at a time', () => {
  it('returns the count, the first page newest first, and a cursor to the next page', async () => {
    const category = await make.category({ name: 'Paged Things' });
    const store = await make.store(vendorId, { name: 'Paged Store' });
    for (let i = 0; i < 5; i++)
      await make.product(store.id, {
        name: `Paged ${i}`,
        categoryId: category.id,
        createdAt: new Date(Date.UTC(2026, 1, 1 + i)),
      });
    const first = await pageOf('/api/catalog/categories/paged-things?limit=2');
    expect(first.total).toBe(5);
    expect(first.totalCapped).toBe(false);
    expect(first.products.map((p) => p.name)).toEqual(['Paged 4', 'Paged 3']);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await pageOf(`/api/catalog/categories/paged-things?limit=2&after=${first.nextCursor}`);
    expect(second.products.map((p) => p.name)).toEqual(['Paged 2', 'Paged 1']);
    expect(second.total).toBe(5);
  });

  it('ends a store page with the last product and no cursor', async () => {
    const pages = await everyPage('/api/catalog/stores/paged-store?limit=2');
    expect(pages.map((page) => page.products.map((p) => p.name))).toEqual([
      ['Paged 4', 'Paged 3'],
      ['Paged 2', 'Paged 1'],
      ['Paged 0'],
    ]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
  });

  it('gives no cursor when the page holds the last product exactly', async () => {
    const page = await pageOf('/api/catalog/stores/paged-store?limit=5');
    expect(page.products).toHaveLength(5);
    expect(page.nextCursor).toBeNull();
  });

  it('keeps the next page in place when a product is added after the first page was read', async () => {
    const store = await make.store(vendorId, { name: 'Busy Store' });
    for (let i = 0; i < 4; i++)
      await make.product(store.id, { name: `Busy ${i}`, createdAt: new Date(Date.UTC(2026, 2, 1 + i)) });
    const first = await pageOf('/api/catalog/stores/busy-store?limit=2');
    await make.product(store.id, { name: 'Busy new', createdAt: new Date(Date.UTC(2026, 3, 1)) });
    const second = await pageOf(`/api/catalog/stores/busy-store?limit=2&after=${first.nextCursor}`);
    expect(second.products.map((p) => p.name)).toEqual(['Busy 1', 'Busy 0']);
  });

  it('tells apart products made a microsecond apart', async () => {
    const store = await make.store(vendorId, { name: 'Quick Store' });
    for (const [name, at] of [
      ['Quick a', '2026-05-01T10:00:00.000001Z'],
      ['Quick b', '2026-05-01T10:00:00.000002Z'],
      ['Quick c', '2026-05-01T10:00:00.000003Z'],
    ] as const)
      await server.db.execute(
        sql`insert into products (store_id, name, price_kobo, stock_quantity, created_at) values (${store.id}, ${name}, 100, 1, ${at}::timestamptz)`,
      );
    const pages = await everyPage('/api/catalog/stores/quick-store?limit=1');
    expect(pages.flatMap((page) => page.products.map((p) => p.name))).toEqual(['Quick c', 'Quick b', 'Quick a']);
  });

  it('refuses a limit above 100, naming it', async () => {
    const res = await get('/api/catalog/stores/paged-store?limit=1000');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ limit: 'limit must be at most 100' });
  });

  it('refuses a cursor that is not from a page of the same sort, naming it', async () => {
    const newest = await pageOf('/api/catalog/stores/paged-store?limit=2');
    const message = 'after must be a cursor from a previous page with the same sort';
    for (const query of [`sort=price-asc&after=${newest.nextCursor}`, 'after=bm90LWEtY3Vyc29y']) {
      const res = await get(`/api/catalog/stores/paged-store?${query}`);
      expect(res.status).toBe(400);
      expect((await res.json()).error.fields).toEqual({ after: message });
    }
    const res = await get('/api/catalog/stores/paged-store?after=not%20a%20cursor');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ after: 'after must be a cursor from a previous page' });
  });
});

describe('a big category or store counts its products only up to 1,000', () => {
  it('a shopper sees 1,000+ products in a category of 1,001, and every one of them page by page', async () => {
    const category = await make.category({ name: 'Huge Things' });
    const store = await make.store(vendorId, { name: 'Huge Store' });
    const made = await manyProducts(store.id, category.id, 1001);
    const pages = await everyPage('/api/catalog/categories/huge-things?limit=100&sort=price-asc');
    expect(pages[0]!.total).toBe(1000);
    expect(pages[0]!.totalCapped).toBe(true);
    const seen = pages.flatMap((page) => page.products.map((p) => p.id));
    expect(seen).toHaveLength(1001);
    expect(new Set(seen)).toEqual(new Set(made.map((p) => p.id)));
    const prices = pages.flatMap((page) => page.products.map((p) => p.priceKobo));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it('counts exactly again once a product is hidden and 1,000 are left', async () => {
    const [one] = await server.db
      .select({ id: products.id })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .where(eq(stores.slug, 'huge-store'))
      .limit(1);
    await server.db.update(products).set({ isActive: false }).where(eq(products.id, one!.id));
    const page = await pageOf('/api/catalog/stores/huge-store?limit=1');
    expect(page.total).toBe(1000);
    expect(page.totalCapped).toBe(false);
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
    // Pages of one product each hold every product once, in order, ties included, in every sort.
    for (const [sort, order] of [
      ['price-asc', [cheap.id, high!.id, low!.id, dear.id]],
      ['price-desc', [dear.id, high!.id, low!.id, cheap.id]],
      ['newest', [high!.id, low!.id, dear.id, cheap.id]],
    ] as const) {
      const pages = await everyPage(`/api/catalog/categories/sorted-things?sort=${sort}&limit=1`);
      expect(pages.flatMap((page) => page.products.map((p) => p.id))).toEqual(order);
    }
  });

  it('keeps only products in stock on a store page with inStock=1, and counts only those', async () => {
    const store = await make.store(vendorId, { name: 'Stocked Store' });
    const there = await make.product(store.id, { name: 'There', stockQuantity: 2 });
    await make.product(store.id, { name: 'Gone', stockQuantity: 0 });
    const all = await pageOf('/api/catalog/stores/stocked-store');
    expect(all.total).toBe(2);
    const stocked = await pageOf('/api/catalog/stores/stocked-store?inStock=1');
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
