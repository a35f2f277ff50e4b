import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { twoStoreShop } from '../test/checkout-helpers.ts';
import { DRESS_OPTIONS, dressShop, dressVariants, putVariants, variantsOf } from '../test/variant-helpers.ts';
import { products } from '../db/schema.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server.close();
});

const productRow = async (id: string) => (await server.db.select().from(products).where(eq(products.id, id)))[0]!;

describe('a vendor gives a product sizes and colours (decision 0025)', () => {
  it('makes one variant per combination, labelled as orders will name it, and the product holds their totals', async () => {
    const shop = await dressShop(server);
    expect(shop.variants.map((v) => v.label)).toEqual([
      'Size S · Red',
      'Size S · Black',
      'Size M · Red',
      'Size M · Black',
      'Size L · Red',
      'Size L · Black',
    ]);
    const row = await productRow(shop.dress.id);
    expect(row.options).toEqual(DRESS_OPTIONS);
    expect(row.stockQuantity).toBe(18);
    expect([row.variantMinPriceKobo, row.variantMaxPriceKobo]).toEqual([250_000, 300_000]);
  });

  it('the product page offers the options and variants', async () => {
    const shop = await dressShop(server);
    const res = await server.agent().get(`/api/catalog/products/${shop.dress.id}`);
    const body = (await res.json()) as {
      product: { options: unknown; variants: { label: string; priceKobo: number | null; stockQuantity: number }[] };
    };
    expect(body.product.options).toEqual(DRESS_OPTIONS);
    expect(body.product.variants.find((v) => v.label === 'Size M · Black')).toMatchObject({
      priceKobo: 300_000,
      stockQuantity: 3,
    });
  });

  it('an edit keeps the variant ids of the combinations it keeps and drops the others', async () => {
    const shop = await dressShop(server);
    const kept = shop.variant('Size M · Black');
    const res = await putVariants(shop.vendor, shop.dress.id, {
      options: [
        { name: 'Size', values: ['M'] },
        { name: 'Colour', values: ['Black'] },
      ],
      variants: [{ values: ['M', 'Black'], stockQuantity: 7 }],
    });
    expect(res.status).toBe(200);
    const after = await variantsOf(server, shop.dress.id);
    expect(after.map((v) => [v.id, v.label, v.stockQuantity, v.priceKobo])).toEqual([
      [kept.id, 'Size M · Black', 7, null],
    ]);
    expect((await productRow(shop.dress.id)).stockQuantity).toBe(7);
  });

  it('no options makes it a product without variants again', async () => {
    const shop = await dressShop(server);
    expect((await putVariants(shop.vendor, shop.dress.id, { options: [], variants: [] })).status).toBe(200);
    expect(await variantsOf(server, shop.dress.id)).toEqual([]);
    const row = await productRow(shop.dress.id);
    expect([row.options, row.variantMinPriceKobo, row.variantMaxPriceKobo]).toEqual([[], null, null]);
  });

  it('refuses a fourth option, naming the field', async () => {
    const shop = await twoStoreShop(server);
    const options = ['A', 'B', 'C', 'D'].map((name) => ({ name, values: ['x'] }));
    const res = await putVariants(shop.vendor, shop.kettle.id, {
      options,
      variants: [{ values: ['x', 'x', 'x', 'x'], stockQuantity: 1 }],
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ options: 'A product has at most 3 options' });
  });

  it('refuses a value given twice and an empty one', async () => {
    const shop = await twoStoreShop(server);
    const res = await putVariants(shop.vendor, shop.kettle.id, {
      options: [{ name: 'Size', values: ['M', 'm', ' '] }],
      variants: [],
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({ 'options.0.values.2': 'Values may not be empty' });
  });

  it('refuses a set of variants that misses a combination', async () => {
    const shop = await twoStoreShop(server);
    const res = await putVariants(shop.vendor, shop.kettle.id, {
      options: DRESS_OPTIONS,
      variants: dressVariants().slice(1),
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ variants: 'Give one variant for each combination of the options' });
    expect(await variantsOf(server, shop.kettle.id)).toEqual([]);
  });

  it('refuses more than 100 combinations', async () => {
    const shop = await twoStoreShop(server);
    const values = Array.from({ length: 11 }, (_, i) => String(i));
    const res = await putVariants(shop.vendor, shop.kettle.id, {
      options: [
        { name: 'Length', values },
        { name: 'Width', values },
      ],
      variants: [],
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ options: 'At most 100 combinations: these options make 121' });
  });

  it("refuses a picture that is not one of the product's", async () => {
    const shop = await twoStoreShop(server);
    const res = await putVariants(shop.vendor, shop.kettle.id, {
      options: [{ name: 'Size', values: ['M'] }],
      variants: [{ values: ['M'], stockQuantity: 1, image: 'https://elsewhere.example/x.webp' }],
    });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ 'variants.0.image': "Choose one of this product's pictures" });
  });

  it('another vendor cannot change them, and nothing changes', async () => {
    const shop = await dressShop(server);
    const other = await server.signedIn('vendor');
    const res = await putVariants(other, shop.dress.id, { options: [], variants: [] });
    expect(res.status).toBe(403);
    expect(await variantsOf(server, shop.dress.id)).toHaveLength(6);
  });

  it('a customer cannot, nor a guest', async () => {
    const shop = await dressShop(server);
    const body = { options: [], variants: [] };
    expect((await putVariants(await server.signedIn('customer'), shop.dress.id, body)).status).toBe(403);
    expect((await putVariants(server.agent(), shop.dress.id, body)).status).toBe(401);
    expect(await variantsOf(server, shop.dress.id)).toHaveLength(6);
  });

  it("an edit of the product's stock cannot unbalance it: the stock stays its variants' sum", async () => {
    const shop = await dressShop(server);
    const res = await shop.vendor.patch(`/api/products/${shop.dress.id}`, { stockQuantity: 99, priceKobo: 200_000 });
    expect(res.status).toBe(200);
    const row = await productRow(shop.dress.id);
    expect([row.stockQuantity, row.variantMinPriceKobo, row.variantMaxPriceKobo]).toEqual([18, 200_000, 300_000]);
  });
});
