import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products, savedItems, stores } from '../db/schema.ts';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { messages } from '../../shared/messages.ts';
import { SAVED_ITEMS_MAX, SAVED_ITEMS_ON_DEVICE_MAX } from '../../shared/constants.ts';

/** docs/product.md#saved-items, through the API. */
let server: TestServer;
let make: ReturnType<typeof factories>;
let vendor: Agent & { userId: string };
let storeId: string;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  vendor = await server.signedIn('vendor');
  storeId = (await make.store(vendor.userId)).id;
});
afterAll(async () => {
  await server.close();
});

const NO_PRODUCT = '00000000-0000-4000-8000-000000000000';
const save = (agent: Agent, productId: string) => agent.request('PUT', `/api/saved-items/${productId}`);
const unsave = (agent: Agent, productId: string) => agent.request('DELETE', `/api/saved-items/${productId}`);
const merge = (agent: Agent, productIds: string[]) => agent.post('/api/saved-items/merge', { productIds });
const rowsOf = (userId: string) =>
  server.db
    .select({
      productId: savedItems.productId,
      savedPriceKobo: savedItems.savedPriceKobo,
      savedInStock: savedItems.savedInStock,
    })
    .from(savedItems)
    .where(eq(savedItems.userId, userId));
async function listOf(agent: Agent) {
  const res = await agent.get('/api/saved-items');
  expect(res.status).toBe(200);
  return ((await res.json()) as { items: SavedItem[] }).items;
}
async function idsOf(agent: Agent) {
  const res = await agent.get('/api/saved-items/ids');
  expect(res.status).toBe(200);
  return ((await res.json()) as { productIds: string[] }).productIds;
}
type SavedItem = {
  product: { id: string; name: string; priceKobo: number; stockQuantity: number; storeName: string };
  savedPriceKobo: number;
  savedAt: string;
  backInStock: boolean;
};

describe('saving', () => {
  it('keeps the price and whether it was in stock when saved, and the Saved page lists it', async () => {
    const product = await make.product(storeId, { name: 'Ankara tote', priceKobo: 450_000, stockQuantity: 3 });
    const shopper = await server.signedIn('customer');
    const res = await save(shopper, product.id);
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ saved: true });
    expect(await rowsOf(shopper.userId)).toEqual([
      { productId: product.id, savedPriceKobo: 450_000, savedInStock: true },
    ]);
    expect(await idsOf(shopper)).toEqual([product.id]);
    expect(await listOf(shopper)).toMatchObject([
      {
        product: { id: product.id, name: 'Ankara tote', priceKobo: 450_000, stockQuantity: 3 },
        savedPriceKobo: 450_000,
        backInStock: false,
      },
    ]);
  });

  it('saving twice is one row, with the first price (201, then 200)', async () => {
    const product = await make.product(storeId, { priceKobo: 100_000 });
    const shopper = await server.signedIn('customer');
    expect((await save(shopper, product.id)).status).toBe(201);
    await server.db.update(products).set({ priceKobo: 90_000 }).where(eq(products.id, product.id));
    expect((await save(shopper, product.id)).status).toBe(200);
    expect(await rowsOf(shopper.userId)).toEqual([
      { productId: product.id, savedPriceKobo: 100_000, savedInStock: true },
    ]);
  });

  it('an unknown product, or one shoppers cannot see, is a 404 and nothing is saved', async () => {
    const hidden = await make.product(storeId, { isActive: false });
    const closedStore = await make.store(vendor.userId, { isActive: false });
    const inClosedStore = await make.product(closedStore.id);
    const shopper = await server.signedIn('customer');
    for (const productId of [NO_PRODUCT, hidden.id, inClosedStore.id]) {
      const res = await save(shopper, productId);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'Product not found' });
    }
    expect(await rowsOf(shopper.userId)).toEqual([]);
  });

  it('a malformed product id is a 400 naming it', async () => {
    const shopper = await server.signedIn('customer');
    const res = await save(shopper, 'not-a-uuid');
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ productId: 'Product id must be a UUID' });
  });

  it(`an account keeps at most ${SAVED_ITEMS_MAX}: one more is a 409 and nothing is written`, async () => {
    const shopper = await server.signedIn('customer');
    await fillSavedList(shopper.userId, SAVED_ITEMS_MAX);
    const one = await make.product(storeId);
    const res = await save(shopper, one.id);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: messages.savedItems.full(SAVED_ITEMS_MAX) });
    expect(await rowsOf(shopper.userId)).toHaveLength(SAVED_ITEMS_MAX);
  });

  it('vendors and admins save as shoppers too', async () => {
    const product = await make.product(storeId);
    for (const role of ['vendor', 'admin'] as const) {
      const seller = await server.signedIn(role);
      expect((await save(seller, product.id)).status).toBe(201);
      expect(await idsOf(seller)).toEqual([product.id]);
    }
  });
});

describe('removing', () => {
  it('removes the row; removing again changes nothing', async () => {
    const product = await make.product(storeId);
    const shopper = await server.signedIn('customer');
    await save(shopper, product.id);
    const res = await unsave(shopper, product.id);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ removed: true });
    expect(await rowsOf(shopper.userId)).toEqual([]);
    expect(await (await unsave(shopper, product.id)).json()).toEqual({ removed: false });
  });
});

describe('whose list', () => {
  it('another shopper neither sees my saved items nor removes them', async () => {
    const product = await make.product(storeId);
    const me = await server.signedIn('customer');
    const other = await server.signedIn('customer');
    await save(me, product.id);
    expect(await listOf(other)).toEqual([]);
    expect(await idsOf(other)).toEqual([]);
    expect(await (await unsave(other, product.id)).json()).toEqual({ removed: false });
    expect(await rowsOf(me.userId)).toEqual([{ productId: product.id, savedPriceKobo: 150_000, savedInStock: true }]);
    expect(await idsOf(me)).toEqual([product.id]);
  });

  it('signed out, every saved-items route is a 401 and nothing is written', async () => {
    const product = await make.product(storeId);
    const guest = server.agent();
    const calls = [
      guest.get('/api/saved-items'),
      guest.get('/api/saved-items/ids'),
      save(guest, product.id),
      unsave(guest, product.id),
      merge(guest, [product.id]),
    ];
    for (const res of await Promise.all(calls)) {
      expect(res.status).toBe(401);
      expect(await errorOf(res)).toEqual({ code: 'unauthenticated', message: messages.access.signInRequired });
    }
    expect(await server.db.select().from(savedItems).where(eq(savedItems.productId, product.id))).toEqual([]);
  });
});

describe('what changed since saving', () => {
  it("reports the vendor's price change: the price now beside the price when saved", async () => {
    const dropped = await make.product(storeId, { priceKobo: 500_000 });
    const raised = await make.product(storeId, { priceKobo: 200_000 });
    const shopper = await server.signedIn('customer');
    await save(shopper, dropped.id);
    await save(shopper, raised.id);
    expect((await vendor.patch(`/api/products/${dropped.id}`, { priceKobo: 420_000 })).status).toBe(200);
    expect((await vendor.patch(`/api/products/${raised.id}`, { priceKobo: 250_000 })).status).toBe(200);
    const byId = new Map((await listOf(shopper)).map((item) => [item.product.id, item]));
    expect(byId.get(dropped.id)).toMatchObject({ product: { priceKobo: 420_000 }, savedPriceKobo: 500_000 });
    expect(byId.get(raised.id)).toMatchObject({ product: { priceKobo: 250_000 }, savedPriceKobo: 200_000 });
  });

  it('"Back in stock": out of stock when saved, in stock now', async () => {
    const product = await make.product(storeId, { stockQuantity: 0 });
    const shopper = await server.signedIn('customer');
    await save(shopper, product.id);
    expect(await listOf(shopper)).toMatchObject([{ product: { stockQuantity: 0 }, backInStock: false }]);
    expect((await vendor.patch(`/api/products/${product.id}`, { stockQuantity: 4 })).status).toBe(200);
    expect(await listOf(shopper)).toMatchObject([{ product: { stockQuantity: 4 }, backInStock: true }]);
  });

  it('in stock when saved and sold out now is listed out of stock, not back in stock', async () => {
    const product = await make.product(storeId, { stockQuantity: 2 });
    const shopper = await server.signedIn('customer');
    await save(shopper, product.id);
    await vendor.patch(`/api/products/${product.id}`, { stockQuantity: 0 });
    expect(await listOf(shopper)).toMatchObject([{ product: { stockQuantity: 0 }, backInStock: false }]);
  });

  it('a product hidden since saving leaves the list but keeps its row, and returns with the product', async () => {
    const product = await make.product(storeId);
    const shopper = await server.signedIn('customer');
    await save(shopper, product.id);
    await server.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await listOf(shopper)).toEqual([]);
    expect(await rowsOf(shopper.userId)).toHaveLength(1);
    await server.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    expect((await listOf(shopper)).map((item) => item.product.id)).toEqual([product.id]);
  });

  it('lists the newest saved first', async () => {
    const first = await make.product(storeId);
    const second = await make.product(storeId);
    const shopper = await server.signedIn('customer');
    await save(shopper, first.id);
    await save(shopper, second.id);
    expect((await listOf(shopper)).map((item) => item.product.id)).toEqual([second.id, first.id]);
  });
});

describe('merging what the browser saved at sign-in', () => {
  it('adds the visible products, ignores unknown and hidden ones, and answers every saved id', async () => {
    const kept = await make.product(storeId, { priceKobo: 300_000, stockQuantity: 0 });
    const hidden = await make.product(storeId, { isActive: false });
    const closedStore = await make.store(vendor.userId, { isActive: false });
    const inClosedStore = await make.product(closedStore.id);
    const shopper = await server.signedIn('customer');
    const res = await merge(shopper, [kept.id, NO_PRODUCT, hidden.id, inClosedStore.id]);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ added: 1, productIds: [kept.id] });
    expect(await rowsOf(shopper.userId)).toEqual([
      { productId: kept.id, savedPriceKobo: 300_000, savedInStock: false },
    ]);
  });

  it('is idempotent: the same merge again adds nothing, and what was saved keeps its first price', async () => {
    const a = await make.product(storeId, { priceKobo: 100_000 });
    const b = await make.product(storeId, { priceKobo: 200_000 });
    const shopper = await server.signedIn('customer');
    await save(shopper, a.id);
    await server.db.update(products).set({ priceKobo: 80_000 }).where(eq(products.id, a.id));
    expect(await (await merge(shopper, [a.id, b.id, b.id])).json()).toMatchObject({ added: 1 });
    const again = await merge(shopper, [a.id, b.id]);
    expect(await again.json()).toEqual({ added: 0, productIds: expect.arrayContaining([a.id, b.id]) });
    expect(await rowsOf(shopper.userId)).toEqual(
      expect.arrayContaining([
        { productId: a.id, savedPriceKobo: 100_000, savedInStock: true },
        { productId: b.id, savedPriceKobo: 200_000, savedInStock: true },
      ]),
    );
    expect(await rowsOf(shopper.userId)).toHaveLength(2);
  });

  it("lists the merged items in the browser's order, newest first", async () => {
    const older = await make.product(storeId);
    const newer = await make.product(storeId);
    const shopper = await server.signedIn('customer');
    await merge(shopper, [newer.id, older.id]);
    expect((await listOf(shopper)).map((item) => item.product.id)).toEqual([newer.id, older.id]);
  });

  it('adds only as many as the account has room for, the newest first', async () => {
    const shopper = await server.signedIn('customer');
    await fillSavedList(shopper.userId, SAVED_ITEMS_MAX - 1);
    const newest = await make.product(storeId);
    const older = await make.product(storeId);
    expect(await (await merge(shopper, [newest.id, older.id])).json()).toMatchObject({ added: 1 });
    const ids = (await rowsOf(shopper.userId)).map((row) => row.productId);
    expect(ids).toHaveLength(SAVED_ITEMS_MAX);
    expect(ids).toContain(newest.id);
    expect(ids).not.toContain(older.id);
  });

  it(`takes at most ${SAVED_ITEMS_ON_DEVICE_MAX} ids, and only UUIDs (400 naming the field)`, async () => {
    const shopper = await server.signedIn('customer');
    const tooMany = Array.from({ length: SAVED_ITEMS_ON_DEVICE_MAX + 1 }, () => crypto.randomUUID());
    for (const productIds of [tooMany, ['not-a-uuid']]) {
      const res = await merge(shopper, productIds);
      expect(res.status).toBe(400);
      expect(Object.keys((await errorOf(res)).fields ?? {})[0]).toMatch(/^productIds/);
    }
    expect(await rowsOf(shopper.userId)).toEqual([]);
  });

  it('an empty merge adds nothing', async () => {
    const shopper = await server.signedIn('customer');
    expect(await (await merge(shopper, [])).json()).toEqual({ added: 0, productIds: [] });
  });
});

/** Saves `count` fresh products for the user straight in the database (the list's size is the subject). */
async function fillSavedList(userId: string, count: number) {
  const [store] = await server.db
    .insert(stores)
    .values({ ownerId: vendor.userId, name: `Bulk ${userId}`, slug: `bulk-${userId}` })
    .returning();
  const made = await server.db
    .insert(products)
    .values(Array.from({ length: count }, (_, i) => ({ storeId: store!.id, name: `Bulk ${i}`, priceKobo: 1_000 })))
    .returning({ id: products.id });
  await server.db
    .insert(savedItems)
    .values(made.map((p) => ({ userId, productId: p.id, savedPriceKobo: 1_000, savedInStock: true })));
}
