import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { RELATED_PRODUCT_LIMIT } from '../../shared/constants.ts';

/** docs/product.md#product-page: "More from this store" and "Similar items" (GET /api/catalog/products/:id/related). */
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

type Related = { fromStore: { name: string }[]; similar: { name: string }[] };
async function relatedOf(productId: string) {
  const res = await server.agent().get(`/api/catalog/products/${productId}/related`);
  expect(res.status).toBe(200);
  const body = (await res.json()) as Related;
  return { fromStore: body.fromStore.map((p) => p.name), similar: body.similar.map((p) => p.name) };
}

describe('related items of a product page', () => {
  it("more from this store: the store's other visible products, newest first, never another store's", async () => {
    const store = await make.store(vendorId);
    const otherStore = await make.store(vendorId);
    const shown = await make.product(store.id, { name: 'Shown Kettle' });
    await make.product(store.id, { name: 'Older Pot' });
    await make.product(otherStore.id, { name: 'Elsewhere Pan' });
    await make.product(store.id, { name: 'Hidden Tray', isActive: false });
    await make.product(store.id, { name: 'Newer Spoon' });
    expect((await relatedOf(shown.id)).fromStore).toEqual(['Newer Spoon', 'Older Pot']);
  });

  it("similar items: the category's visible products from any store, without the product or those already shown under the store", async () => {
    const category = await make.category();
    const otherCategory = await make.category();
    const store = await make.store(vendorId);
    const otherStore = await make.store(vendorId);
    const closedStore = await make.store(vendorId, { isActive: false });
    const shown = await make.product(store.id, { name: 'Shown Blender', categoryId: category.id });
    await make.product(otherStore.id, { name: 'Rival Blender', categoryId: category.id });
    await make.product(store.id, { name: 'Sibling Blender', categoryId: category.id });
    await make.product(otherStore.id, { name: 'Off-topic Mat', categoryId: otherCategory.id });
    await make.product(otherStore.id, { name: 'Inactive Blender', categoryId: category.id, isActive: false });
    await make.product(closedStore.id, { name: 'Closed-store Blender', categoryId: category.id });
    expect(await relatedOf(shown.id)).toEqual({ fromStore: ['Sibling Blender'], similar: ['Rival Blender'] });
  });

  it(`each list holds at most ${RELATED_PRODUCT_LIMIT}; a category the store fills still shows the rest of it`, async () => {
    const category = await make.category();
    const store = await make.store(vendorId);
    const otherStore = await make.store(vendorId);
    // Explicit times a minute apart: rows written in one clock tick would tie and fall back to their random ids.
    const minute = (n: number) => new Date(Date.UTC(2026, 0, 1, 0, n));
    for (let i = 1; i <= 3; i++)
      await make.product(otherStore.id, { name: `Rival ${i}`, categoryId: category.id, createdAt: minute(i) });
    for (let i = 1; i <= 12; i++)
      await make.product(store.id, { name: `Own ${i}`, categoryId: category.id, createdAt: minute(10 + i) });
    const shown = await make.product(store.id, { name: 'Shown', categoryId: category.id });
    const related = await relatedOf(shown.id);
    expect(related.fromStore).toEqual(['Own 12', 'Own 11', 'Own 10', 'Own 9', 'Own 8', 'Own 7', 'Own 6', 'Own 5']);
    expect(related.similar).toEqual(['Own 4', 'Own 3', 'Own 2', 'Own 1', 'Rival 3', 'Rival 2', 'Rival 1']);
  });

  it('a product without a category, or in an inactive one, has no similar items', async () => {
    const store = await make.store(vendorId);
    const hiddenCategory = await make.category({ isActive: false });
    const loose = await make.product(store.id, { name: 'Loose' });
    const tucked = await make.product(store.id, { name: 'Tucked', categoryId: hiddenCategory.id });
    await make.product(store.id, { name: 'Neighbour', categoryId: hiddenCategory.id });
    expect((await relatedOf(loose.id)).similar).toEqual([]);
    expect((await relatedOf(tucked.id)).similar).toEqual([]);
  });

  it('a product shoppers cannot see, or one that does not exist, has no related items', async () => {
    const category = await make.category();
    const store = await make.store(vendorId);
    const hidden = await make.product(store.id, { name: 'Hidden', categoryId: category.id, isActive: false });
    await make.product(store.id, { name: 'Visible', categoryId: category.id });
    expect(await relatedOf(hidden.id)).toEqual({ fromStore: [], similar: [] });
    expect(await relatedOf('00000000-0000-4000-8000-000000000000')).toEqual({ fromStore: [], similar: [] });
  });

  it('cards carry the average rating and review count', async () => {
    const store = await make.store(vendorId);
    const shown = await make.product(store.id);
    const rated = await make.product(store.id, { ratings4: 1, ratings5: 1 });
    const res = await server.agent().get(`/api/catalog/products/${shown.id}/related`);
    const body = (await res.json()) as { fromStore: { id: string; ratingAverage: number; reviewCount: number }[] };
    expect(body.fromStore).toMatchObject([{ id: rated.id, ratingAverage: 4.5, reviewCount: 2 }]);
  });

  it('a malformed id is a 400 naming it', async () => {
    const res = await server.agent().get('/api/catalog/products/not-a-uuid/related');
    expect(res.status).toBe(400);
  });
});
