import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { HOME_CATEGORY_LIMIT, HOME_PRODUCT_LIMIT, SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';

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

describe('visibility: only active products of active stores, and only active stores and categories', () => {
  let activeStore: Awaited<ReturnType<typeof make.store>>;
  let hiddenStore: Awaited<ReturnType<typeof make.store>>;
  let category: Awaited<ReturnType<typeof make.category>>;
  let shown: Awaited<ReturnType<typeof make.product>>;
  let inactiveProduct: Awaited<ReturnType<typeof make.product>>;
  let ofHiddenStore: Awaited<ReturnType<typeof make.product>>;

  beforeAll(async () => {
    category = await make.category({ name: 'Visibility Gadgets' });
    activeStore = await make.store(vendorId, { name: 'Visible Shop' });
    hiddenStore = await make.store(vendorId, { name: 'Hidden Shop', isActive: false });
    shown = await make.product(activeStore.id, { name: 'Visible Zebra Lamp', categoryId: category.id });
    inactiveProduct = await make.product(activeStore.id, { name: 'Inactive Zebra Lamp', categoryId: category.id, isActive: false });
    ofHiddenStore = await make.product(hiddenStore.id, { name: 'Hidden-store Zebra Lamp', categoryId: category.id });
  });

  it('home lists only visible products', async () => {
    const { products } = await json<{ products: Card[] }>(await get('/api/catalog/home'));
    const ids = products.map((p) => p.id);
    expect(ids).toContain(shown.id);
    expect(ids).not.toContain(inactiveProduct.id);
    expect(ids).not.toContain(ofHiddenStore.id);
  });

  it('a category page lists only visible products', async () => {
    const page = await json<{ category: { name: string }; products: Card[] }>(await get('/api/catalog/categories/visibility-gadgets'));
    expect(page.category.name).toBe('Visibility Gadgets');
    expect(page.products.map((p) => p.id)).toEqual([shown.id]);
  });

  it('a store page lists only its visible products', async () => {
    const page = await json<{ store: { name: string }; products: Card[] }>(await get('/api/catalog/stores/visible-shop'));
    expect(page.store.name).toBe('Visible Shop');
    expect(page.products.map((p) => p.id)).toEqual([shown.id]);
  });

  it('an inactive store has no public page', async () => {
    expect((await get('/api/catalog/stores/hidden-shop')).status).toBe(404);
  });

  it('an inactive product has no public page', async () => {
    expect((await get(`/api/catalog/products/${inactiveProduct.id}`)).status).toBe(404);
  });

  it('a product of an inactive store has no public page', async () => {
    expect((await get(`/api/catalog/products/${ofHiddenStore.id}`)).status).toBe(404);
  });

  it('search finds only visible products and active stores', async () => {
    const result = await json<{ products: Card[]; stores: { name: string }[] }>(await get('/api/catalog/search?q=zebra'));
    expect(result.products.map((p) => p.id)).toEqual([shown.id]);
    const stores = await json<{ stores: { name: string }[] }>(await get('/api/catalog/search?q=shop'));
    expect(stores.stores.map((s) => s.name)).toContain('Visible Shop');
    expect(stores.stores.map((s) => s.name)).not.toContain('Hidden Shop');
  });

  it('an inactive category has no page and is not listed or found', async () => {
    await make.category({ name: 'Retired Things', isActive: false });
    expect((await get('/api/catalog/categories/retired-things')).status).toBe(404);
    const home = await json<{ categories: { name: string }[] }>(await get('/api/catalog/home'));
    expect(home.categories.map((c) => c.name)).not.toContain('Retired Things');
    const found = await json<{ categories: unknown[] }>(await get('/api/catalog/search?q=retired'));
    expect(found.categories).toEqual([]);
  });

  it('an unknown category, store or product is a 404', async () => {
    expect((await get('/api/catalog/categories/no-such-thing')).status).toBe(404);
    expect((await get('/api/catalog/stores/no-such-store')).status).toBe(404);
    expect((await get('/api/catalog/products/00000000-0000-4000-8000-000000000000')).status).toBe(404);
    expect((await get('/api/catalog/products/not-a-uuid')).status).toBe(404);
  });
});

describe('home', () => {
  it('shows at most 6 categories and 8 products, newest first', async () => {
    const fresh = await startTestServer();
    try {
      const f = factories(fresh.db);
      const owner = (await fresh.signedIn('vendor')).userId;
      const store = await f.store(owner);
      for (let i = 0; i < 8; i++) await f.category({ name: `Cat ${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      for (let i = 0; i < 10; i++) await f.product(store.id, { name: `P${i}`, createdAt: new Date(Date.UTC(2026, 0, 1 + i)) });
      const home = await json<{ categories: { name: string }[]; products: Card[] }>(await fresh.agent().get('/api/catalog/home'));
      expect(home.categories).toHaveLength(HOME_CATEGORY_LIMIT);
      expect(home.categories[0]!.name).toBe('Cat 7');
      expect(home.products).toHaveLength(HOME_PRODUCT_LIMIT);
      expect(home.products.map((p) => p.name)).toEqual(['P9', 'P8', 'P7', 'P6', 'P5', 'P4', 'P3', 'P2']);
    } finally {
      await fresh.close();
    }
  });
});

describe('category and store pages come a page at a time', () => {
  it('returns the total count and the requested page, newest first', async () => {
    const category = await make.category({ name: 'Paged Things' });
    const store = await make.store(vendorId, { name: 'Paged Store' });
    for (let i = 0; i < 5; i++) await make.product(store.id, { name: `Paged ${i}`, categoryId: category.id, createdAt: new Date(Date.UTC(2026, 1, 1 + i)) });
    const first = await json<{ products: Card[]; total: number }>(await get('/api/catalog/categories/paged-things?limit=2'));
    expect(first.total).toBe(5);
    expect(first.products.map((p) => p.name)).toEqual(['Paged 4', 'Paged 3']);
    const last = await json<{ products: Card[]; total: number }>(await get('/api/catalog/stores/paged-store?limit=2&offset=4'));
    expect(last.total).toBe(5);
    expect(last.products.map((p) => p.name)).toEqual(['Paged 0']);
  });

  it('refuses a limit above 100, naming it', async () => {
    const res = await get('/api/catalog/stores/paged-store?limit=1000');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({ limit: 'limit must be at most 100' });
  });
});

describe('product page', () => {
  it('shows the product with its store, category, average rating, and reviews newest first', async () => {
    const category = await make.category({ name: 'Page Kitchen' });
    const store = await make.store(vendorId, { name: 'Page Store' });
    const product = await make.product(store.id, { name: 'Pressure Pot', categoryId: category.id, priceKobo: 2_500_000 });
    const first = await server.signedIn('customer', { fullName: 'Early Reviewer' });
    const second = await server.signedIn('customer', { fullName: 'Late Reviewer' });
    expect((await first.post(`/api/products/${product.id}/reviews`, { rating: 4, comment: 'Good' })).status).toBe(201);
    expect((await second.post(`/api/products/${product.id}/reviews`, { rating: 5 })).status).toBe(201);
    const page = await json<{
      product: { name: string; priceKobo: number; storeName: string; storeSlug: string; category: { name: string; slug: string } };
      rating: { average: number; count: number };
      reviews: { reviewerName: string; rating: number; comment: string | null }[];
    }>(await get(`/api/catalog/products/${product.id}`));
    expect(page.product).toMatchObject({ name: 'Pressure Pot', priceKobo: 2_500_000, storeName: 'Page Store', storeSlug: 'page-store', category: { name: 'Page Kitchen', slug: 'page-kitchen' } });
    expect(page.rating).toEqual({ average: 4.5, count: 2 });
    expect(page.reviews.map((r) => r.reviewerName)).toEqual(['Late Reviewer', 'Early Reviewer']);
    expect(page.reviews[1]).toMatchObject({ rating: 4, comment: 'Good' });
  });
});

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
