import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products } from '../db/schema.ts';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { pngImage } from '../test/images.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
});
afterAll(async () => {
  await server.close();
});

function storeForm(fields: Record<string, string>, files: Record<string, Uint8Array[]> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const [k, list] of Object.entries(files))
    for (const bytes of list) form.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${k}.png`);
  return form;
}
const send = (agent: Agent, method: string, url: string, form: FormData) => agent.request(method, url, form);
const productsOf = (storeId: string) => server.db.select().from(products).where(eq(products.storeId, storeId));

describe('adding products', () => {
  it('the owner adds a product with a category and an image, priced in kobo', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const category = await make.category();
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm(
        {
          name: 'Ankara Fabric',
          description: '6 yards',
          priceKobo: '1250050',
          stockQuantity: '12',
          categoryId: category.id,
        },
        { images: [await pngImage(1600, 1200)] },
      ),
    );
    expect(res.status).toBe(201);
    const [row] = await productsOf(store.id);
    expect(row).toMatchObject({
      name: 'Ankara Fabric',
      description: '6 yards',
      priceKobo: 1_250_050,
      stockQuantity: 12,
      categoryId: category.id,
      isActive: true,
    });
    expect(row!.images).toHaveLength(1);
    expect(row!.images[0]).toMatch(/^\/uploads\/products\/[0-9a-f]{12}-\d{13}-1000w\.webp$/);
    const card = await server.agent().get(row!.images[0]!.replace('-1000w', '-400w'));
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('takes up to five images, in order', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const images = await Promise.all([1, 2, 3, 4, 5].map((i) => pngImage(100 + i, 100)));
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Gallery', priceKobo: '100', stockQuantity: '1' }, { images }),
    );
    expect(res.status).toBe(201);
    expect((await productsOf(store.id))[0]!.images).toHaveLength(5);
  });

  it('refuses a sixth image', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map(() => pngImage(20, 20)));
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Too many', priceKobo: '100', stockQuantity: '1' }, { images }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ images: messages.stores.tooManyImages });
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('refuses a negative price, naming the field', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Freebie', priceKobo: '-1', stockQuantity: '1' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ priceKobo: 'Price must be at least 0' });
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('refuses a fractional stock quantity, naming the field', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Half', priceKobo: '100', stockQuantity: '1.5' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ stockQuantity: 'Stock quantity must be a whole number' });
  });

  it('requires a name, price and stock', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: '' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({
      name: 'Product name is required',
      priceKobo: 'Price is required',
      stockQuantity: 'Stock quantity is required',
    });
  });

  it('refuses a category that does not exist', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'X', priceKobo: '1', stockQuantity: '1', categoryId: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ categoryId: messages.stores.unknownCategory });
  });

  it('a text file renamed .png is refused and no product is written', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm(
        { name: 'X', priceKobo: '1', stockQuantity: '1' },
        { images: [new TextEncoder().encode('plain text')] },
      ),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.upload.notAnImage);
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('a vendor cannot add a 24-megapixel picture, however small the file: 400 naming images and the limit; no product is written', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const flat = await sharp({ create: { width: 6000, height: 4000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Huge', priceKobo: '100', stockQuantity: '1' }, { images: [flat] }),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'invalid_input',
      message: 'Image is too large: at most 16 megapixels (for example 4608 × 3456 pixels)',
      fields: { images: 'Image is too large: at most 16 megapixels (for example 4608 × 3456 pixels)' },
    });
    expect(await productsOf(store.id)).toEqual([]);
  });

  it("a vendor cannot add a product to another vendor's store", async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const res = await send(
      intruder,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Planted', priceKobo: '1', stockQuantity: '1' }),
    );
    expect(res.status).toBe(403);
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('a customer cannot add products', async () => {
    const owner = await server.signedIn('vendor');
    const customer = await server.signedIn('customer');
    const store = await make.store(owner.userId);
    expect(
      (
        await send(
          customer,
          'POST',
          `/api/stores/${store.id}/products`,
          storeForm({ name: 'X', priceKobo: '1', stockQuantity: '1' }),
        )
      ).status,
    ).toBe(403);
    expect(await productsOf(store.id)).toEqual([]);
  });
});
