import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { dressShop } from '../test/variant-helpers.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/search.ts';

/**
 * Search looks words up in product_words (migration 0027, decision 0028), kept by triggers on
 * products: what it finds follows every change of a product's name, activity or existence.
 */
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

type Card = {
  id: string;
  name: string;
  options: unknown[];
  variantMinPriceKobo: number | null;
  variantMaxPriceKobo: number | null;
};
type Found = { products: Card[]; total: number; totalCapped: boolean };
const search = async (q: string): Promise<Found> => {
  const res = await server.agent().get(`/api/catalog/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return (await res.json()) as Found;
};
const ids = async (q: string) => (await search(q)).products.map((p) => p.id);

describe('search follows every change of a product', () => {
  it('finds a renamed product by its new name and no longer by its old one', async () => {
    const store = await make.store(vendorId, { name: 'Rename Stall' });
    const product = await make.product(store.id, { name: 'Kolanut Basket' });
    await server.db.update(products).set({ name: 'Garden Egg Basket' }).where(eq(products.id, product.id));
    expect(await ids('kolanut')).toEqual([]);
    expect(await ids('garden')).toEqual([product.id]);
  });

  it('drops a deactivated product and finds it again once it is active', async () => {
    const store = await make.store(vendorId, { name: 'Switch Stall' });
    const product = await make.product(store.id, { name: 'Tigernut Milk' });
    await server.db.update(products).set({ isActive: false }).where(eq(products.id, product.id));
    expect(await ids('tigernut')).toEqual([]);
    await server.db.update(products).set({ isActive: true }).where(eq(products.id, product.id));
    expect(await ids('tigernut')).toEqual([product.id]);
  });

  it('no longer finds a deleted product', async () => {
    const store = await make.store(vendorId, { name: 'Gone Stall' });
    const kept = await make.product(store.id, { name: 'Ogiri Paste' });
    const gone = await make.product(store.id, { name: 'Ogiri Cubes' });
    await server.db.delete(products).where(eq(products.id, gone.id));
    expect(await ids('ogiri')).toEqual([kept.id]);
  });

  it('finds a product of sizes and colours, its card with its range of prices, and by a typo', async () => {
    const { dress } = await dressShop(server);
    await server.db.update(products).set({ name: 'Adire Kaftan Dress' }).where(eq(products.id, dress.id));
    const found = await search('adire');
    expect(found.products.map((p) => [p.id, p.options.length, p.variantMinPriceKobo, p.variantMaxPriceKobo])).toEqual([
      [dress.id, 2, 250_000, 300_000],
    ]);
    expect(await ids('kaftn')).toEqual([dress.id]);
  });
});

describe('a common word', () => {
  it('pages through its newest matches, with a name starting with the word first', async () => {
    const store = await make.store(vendorId, { name: 'Puff Puff Place' });
    const first = await make.product(store.id, { name: 'Puff puff mix', createdAt: new Date(Date.UTC(2020, 0, 1)) });
    await server.db.execute(sql`
      insert into products (store_id, name, price_kobo, stock_quantity, created_at)
      select ${store.id}::uuid, 'Sweet puff ' || i, 10000, 1, timestamptz '2026-01-01' + i * interval '1 minute'
      from generate_series(1, ${SEARCH_COUNT_CAP + 20}) as i`);
    const found = await search('puff');
    expect(found).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    expect(found.products.map((p) => p.name)).toEqual([
      'Puff puff mix',
      ...Array.from({ length: 19 }, (_, i) => `Sweet puff ${SEARCH_COUNT_CAP + 20 - i}`),
    ]);
    expect(found.products[0]!.id).toBe(first.id);
  });

  it('finds the word inside another word when it starts too few', async () => {
    const store = await make.store(vendorId, { name: 'Inside Stall' });
    const starts = await make.product(store.id, { name: 'Zobo Leaves' });
    const inside = await make.product(store.id, { name: 'Chilled Tastyzobo Drink' });
    expect(await ids('zobo')).toEqual([starts.id, inside.id]);
  });

  it('finds a number at the start of a word and inside one', async () => {
    const store = await make.store(vendorId, { name: 'Number Stall' });
    const starts = await make.product(store.id, { name: 'Hisense 4321 Fridge' });
    const inside = await make.product(store.id, { name: 'Model X94321 Fan' });
    expect(await ids('4321')).toEqual([starts.id, inside.id]);
  });
});
