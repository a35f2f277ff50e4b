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
    inactiveProduct = await make.product(activeStore.id, {
      name: 'Inactive Zebra Lamp',
      categoryId: category.id,
      isActive: false,
    });
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
    const page = await json<{ category: { name: string }; products: Card[] }>(
      await get('/api/catalog/categories/visibility-gadgets'),
    );
    expect(page.category.name).toBe('Visibility Gadgets');
    expect(page.products.map((p) => p.id)).toEqual([shown.id]);
  });

  it('a store page lists only its visible products', async () => {
    const page = await json<{ store: { name: string }; products: Card[] }>(
      await get('/api/catalog/stores/visible-shop'),
    );
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
    const result = await json<{ products: Card[]; stores: { name: string }[] }>(
      await get('/api/catalog/search?q=zebra'),
    );
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
  });

  it('a product id that is not a UUID is refused, naming the parameter', async () => {
    const res = await get('/api/catalog/products/not-a-uuid');
    expect(res.status).toBe(400);
    expect((await res.json()) as unknown).toEqual({
      error: {
        code: 'invalid_input',
        message: 'Product id must be a UUID',
        fields: { id: 'Product id must be a UUID' },
      },
    });
  });
});
