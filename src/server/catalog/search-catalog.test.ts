import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { sql } from 'drizzle-orm';
import { SEARCH_CATEGORY_LIMIT, SEARCH_PRODUCT_LIMIT, SEARCH_STORE_LIMIT } from '../../shared/constants.ts';
import { SEARCH_COUNT_CAP } from '../../shared/schemas/search.ts';

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
  it('is case-insensitive and finds "iphnoe"', async () => {
    const store = await make.store(vendorId, { name: 'Phone Plaza' });
    const iphone = await make.product(store.id, { name: 'Apple iPhone 15 Pro' });
    await make.product(store.id, { name: 'Samsung Galaxy A15' });
    const exact = await json<{ products: Card[] }>(await get('/api/catalog/search?q=IPHONE'));
    expect(exact.products.map((p) => p.id)).toContain(iphone.id);
    const typo = await json<{ products: Card[] }>(await get('/api/catalog/search?q=iphnoe'));
    expect(typo.products[0]?.id).toBe(iphone.id);
  });

  it('returns nothing for an empty query', async () => {
    const result = await json<{ products: unknown[]; categories: unknown[]; stores: unknown[] }>(
      await get('/api/catalog/search?q=%20%20'),
    );
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
      const result = await json<{ products: unknown[]; categories: unknown[]; stores: unknown[] }>(
        await fresh.agent().get('/api/catalog/search?q=mango'),
      );
      expect(result.products).toHaveLength(SEARCH_PRODUCT_LIMIT);
      expect(result.categories).toHaveLength(SEARCH_CATEGORY_LIMIT);
      expect(result.stores).toHaveLength(SEARCH_STORE_LIMIT);
    } finally {
      await fresh.close();
    }
  });
});

type Page = { products: Card[]; total: number };
type PricedCard = Card & { priceKobo: number; stockQuantity: number };

describe('search pages through every matching product', () => {
  it('says how many products match in all, beyond the first page', async () => {
    const store = await make.store(vendorId, { name: 'Kulikuli Corner' });
    for (let i = 0; i < 25; i++) await make.product(store.id, { name: `Kulikuli pack ${i}` });
    const first = await json<Page & { totalCapped: boolean }>(await get('/api/catalog/search?q=kulikuli'));
    expect(first.total).toBe(25);
    expect(first.totalCapped).toBe(false);
    expect(first.products).toHaveLength(SEARCH_PRODUCT_LIMIT);
  });

  it('counts up to 200 and says there are more past that; pages stop at 200', async () => {
    const store = await make.store(vendorId, { name: 'Akara Alley' });
    await server.db.execute(sql`
      insert into products (store_id, name, price_kobo, stock_quantity)
      select ${store.id}::uuid, 'Akara ball ' || i, 10000, 1 from generate_series(1, ${SEARCH_COUNT_CAP + 5}) as i`);
    const first = await json<Page & { totalCapped: boolean }>(await get('/api/catalog/search?q=akara'));
    expect(first).toMatchObject({ total: SEARCH_COUNT_CAP, totalCapped: true });
    const last = await json<Page>(await get(`/api/catalog/search?q=akara&offset=${SEARCH_COUNT_CAP - 5}&limit=20`));
    expect(last.products).toHaveLength(5);
    const past = await json<Page>(await get(`/api/catalog/search?q=akara&offset=${SEARCH_COUNT_CAP}`));
    expect(past.products).toEqual([]);
  });

  it('returns the page asked for with limit and offset, and the pages together hold every match once', async () => {
    const store = await make.store(vendorId, { name: 'Chinchin Hub' });
    const made = [];
    for (let i = 0; i < 7; i++)
      made.push(await make.product(store.id, { name: `Chinchin ${i}`, createdAt: new Date(Date.UTC(2026, 2, 1)) }));
    const seen: string[] = [];
    for (const offset of [0, 3, 6]) {
      const page = await json<Page>(await get(`/api/catalog/search?q=chinchin&limit=3&offset=${offset}`));
      expect(page.total).toBe(7);
      seen.push(...page.products.map((p) => p.id));
    }
    expect(seen).toHaveLength(7);
    expect(new Set(seen)).toEqual(new Set(made.map((p) => p.id)));
  });

  it('sorts by price either way and by newest; equal ones newest first, then by id', async () => {
    const store = await make.store(vendorId, { name: 'Zobo Place' });
    const day = (d: number) => new Date(Date.UTC(2026, 3, d));
    const cheap = await make.product(store.id, { name: 'Zobo cheap', priceKobo: 50_000, createdAt: day(1) });
    const dear = await make.product(store.id, { name: 'Zobo dear', priceKobo: 900_000, createdAt: day(2) });
    const sameA = await make.product(store.id, { name: 'Zobo mid A', priceKobo: 300_000, createdAt: day(3) });
    const sameB = await make.product(store.id, { name: 'Zobo mid B', priceKobo: 300_000, createdAt: day(3) });
    // Same price, same day: the id decides, so a page boundary never splits them differently.
    const [high, low] = [sameA, sameB].sort((a, b) => (a.id < b.id ? 1 : -1));
    const ids = async (sort: string) =>
      (await json<Page>(await get(`/api/catalog/search?q=zobo&sort=${sort}`))).products.map((p) => p.id);
    expect(await ids('price-asc')).toEqual([cheap.id, high!.id, low!.id, dear.id]);
    expect(await ids('price-desc')).toEqual([dear.id, high!.id, low!.id, cheap.id]);
    expect(await ids('newest')).toEqual([high!.id, low!.id, dear.id, cheap.id]);
  });

  it('keeps only products in stock with inStock=1, and counts only those', async () => {
    const store = await make.store(vendorId, { name: 'Suya Spot' });
    const inStock = await make.product(store.id, { name: 'Suya spice', stockQuantity: 3 });
    await make.product(store.id, { name: 'Suya sticks', stockQuantity: 0 });
    const all = await json<Page>(await get('/api/catalog/search?q=suya'));
    expect(all.total).toBe(2);
    const stocked = await json<{ products: PricedCard[]; total: number }>(
      await get('/api/catalog/search?q=suya&inStock=1'),
    );
    expect(stocked.total).toBe(1);
    expect(stocked.products.map((p) => p.id)).toEqual([inStock.id]);
  });

  it('refuses an unknown sort, a bad inStock and a limit above 100, naming each', async () => {
    const res = await get('/api/catalog/search?q=suya&sort=cheapest&inStock=maybe&limit=500');
    expect(res.status).toBe(400);
    expect((await res.json()).error.fields).toEqual({
      sort: 'sort must be one of relevance, newest, price-asc, price-desc',
      inStock: 'inStock must be 1 or 0',
      limit: 'limit must be at most 100',
    });
  });
});

type Found = { products: Card[]; categories: { id: string }[]; stores: { id: string }[] };

describe('search folds accents and dot-below on both sides', () => {
  it('finds "Ọ̀yọ́ … Ìyá Àgbà" for "oyo", "Oyo" and "iya agba"', async () => {
    const store = await make.store(vendorId, { name: 'Ibadan Pantry' });
    const ofada = await make.product(store.id, { name: 'Ọ̀yọ́ Ofada Rice by Ìyá Àgbà' });
    for (const q of ['oyo', 'Oyo', 'iya agba']) {
      const found = await json<Found>(await get(`/api/catalog/search?q=${encodeURIComponent(q)}`));
      expect(
        found.products.map((p) => p.id),
        q,
      ).toEqual([ofada.id]);
    }
  });

  it('finds a plain name for a query typed with tone marks', async () => {
    const store = await make.store(vendorId, { name: 'Plain Letters Shop' });
    const agbalumo = await make.product(store.id, { name: 'Agbalumo Jam' });
    const found = await json<Found>(await get(`/api/catalog/search?q=${encodeURIComponent('àgbàlùmọ̀')}`));
    expect(found.products.map((p) => p.id)).toEqual([agbalumo.id]);
  });

  it('ranks a folded whole-word match as a plain match: "kasa" finds "Ƙasa" (Hausa)', async () => {
    const store = await make.store(vendorId, { name: 'Kano Crafts' });
    const kasa = await make.product(store.id, { name: 'Ƙasa Clay Pot' });
    const found = await json<Found & { total: number }>(await get('/api/catalog/search?q=kasa&sort=newest'));
    expect(found.products.map((p) => p.id)).toEqual([kasa.id]);
  });

  it('corrects a typing slip against the folded dictionary: "ogde" finds "Ọ̀gẹ̀dẹ̀ Chips"', async () => {
    const store = await make.store(vendorId, { name: 'Snack Stall' });
    const chips = await make.product(store.id, { name: 'Ọ̀gẹ̀dẹ̀ Chips' });
    const found = await json<Found>(await get('/api/catalog/search?q=ogde'));
    expect(found.products.map((p) => p.id)).toEqual([chips.id]);
  });

  it('finds categories and stores by their folded names', async () => {
    const category = await make.category({ name: 'Aṣọ Òkè' });
    const store = await make.store(vendorId, { name: 'Ẹ̀kọ́ Market' });
    const cloth = await json<Found>(await get('/api/catalog/search?q=aso%20oke'));
    expect(cloth.categories.map((c) => c.id)).toEqual([category.id]);
    const eko = await json<Found>(await get('/api/catalog/search?q=eko'));
    expect(eko.stores.map((s) => s.id)).toEqual([store.id]);
  });
});
