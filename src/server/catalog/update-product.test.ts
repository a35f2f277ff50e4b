import { readdir } from 'node:fs/promises';
import path from 'node:path';
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

const productsOf = (storeId: string) => server.db.select().from(products).where(eq(products.storeId, storeId));

describe('editing products', () => {
  it('the owner edits price, stock and description', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id);
    const res = await vendor.patch(`/api/products/${product.id}`, {
      priceKobo: 99_900,
      stockQuantity: 3,
      description: 'Now cheaper',
    });
    expect(res.status).toBe(200);
    expect((await productsOf(store.id))[0]).toMatchObject({
      priceKobo: 99_900,
      stockQuantity: 3,
      description: 'Now cheaper',
    });
  });

  it('the owner renames a product and moves it to another category', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const [before, after] = [await make.category(), await make.category()];
    const product = await make.product(store.id, { categoryId: before.id });
    const res = await vendor.patch(`/api/products/${product.id}`, {
      name: '  Swiss Voile Lace  ',
      categoryId: after.id,
    });
    expect(res.status).toBe(200);
    expect((await productsOf(store.id))[0]).toMatchObject({ name: 'Swiss Voile Lace', categoryId: after.id });
    expect((await vendor.patch(`/api/products/${product.id}`, { categoryId: null })).status).toBe(200);
    expect((await productsOf(store.id))[0]!.categoryId).toBeNull();
  });

  it('refuses an empty name, naming the field', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id, { name: 'Kept' });
    const res = await vendor.patch(`/api/products/${product.id}`, { name: ' ' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: 'Product name is required' });
    expect((await productsOf(store.id))[0]!.name).toBe('Kept');
  });

  it('refuses negative stock on edit and changes nothing', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id, { stockQuantity: 4 });
    const res = await vendor.patch(`/api/products/${product.id}`, { stockQuantity: -2 });
    expect(res.status).toBe(400);
    expect((await productsOf(store.id))[0]!.stockQuantity).toBe(4);
  });

  it("a vendor cannot edit another vendor's product", async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const product = await make.product(store.id, { priceKobo: 5000 });
    expect((await intruder.patch(`/api/products/${product.id}`, { priceKobo: 1 })).status).toBe(403);
    expect((await productsOf(store.id))[0]!.priceKobo).toBe(5000);
  });
});

/** A product made through the API with `count` uploaded images, as a vendor would add it. */
async function productWithImages(vendor: Agent, storeId: string, count: number) {
  const form = new FormData();
  form.append('name', 'Adire Kaftan');
  form.append('priceKobo', '2750000');
  form.append('stockQuantity', '4');
  for (let i = 0; i < count; i++)
    form.append(
      'images',
      new Blob([new Uint8Array(await pngImage(60 + i, 60))], { type: 'image/png' }),
      `photo-${i}.png`,
    );
  const res = await vendor.request('POST', `/api/stores/${storeId}/products`, form);
  expect(res.status).toBe(201);
  return ((await res.json()) as { product: { id: string; images: string[] } }).product;
}

/**
 * The edit dialog's multipart form: text fields, and `images` in order, a kept image as its URL
 * (text) and a new one as a file.
 */
function editForm(fields: Record<string, string>, images: (string | Uint8Array)[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  images.forEach((image, i) =>
    typeof image === 'string'
      ? form.append('images', image)
      : form.append('images', new Blob([new Uint8Array(image)], { type: 'image/png' }), `new-${i}.png`),
  );
  return form;
}
const sendEdit = (agent: Agent, productId: string, form: FormData) =>
  agent.request('PATCH', `/api/products/${productId}`, form);
/** How many image files the uploads folder holds: a refused edit must not add any. */
const storedFiles = async () =>
  (await readdir(path.join(server.dataDir, 'uploads', 'products')).catch(() => [] as string[])).length;
const rowOf = async (productId: string) =>
  (await server.db.select().from(products).where(eq(products.id, productId)))[0]!;

describe("editing a product's images", () => {
  it('the owner keeps, removes, reorders and adds images in one edit; a new image is stored as WebP in every width', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await productWithImages(vendor, store.id, 3);
    const [a, b, c] = product.images as [string, string, string];
    const res = await sendEdit(
      vendor,
      product.id,
      editForm({ name: 'Adire Kaftan Dress' }, [c, await pngImage(1200, 900), a]),
    );
    expect(res.status).toBe(200);
    const row = await rowOf(product.id);
    expect(row.name).toBe('Adire Kaftan Dress');
    expect(row.images).toHaveLength(3);
    expect(row.images[0]).toBe(c);
    expect(row.images[2]).toBe(a);
    expect(row.images).not.toContain(b);
    const added = row.images[1]!;
    expect(added).toMatch(/^\/uploads\/products\/[0-9a-f]{12}-\d{13}-1000w\.webp$/);
    expect(((await res.json()) as { product: { images: string[] } }).product.images).toEqual(row.images);
    for (const width of [1000, 400]) {
      const file = await server.agent().get(added.replace('-1000w', `-${width}w`));
      expect(file.headers.get('content-type')).toBe('image/webp');
      expect((await sharp(Buffer.from(await file.arrayBuffer())).metadata()).width).toBe(width);
    }
  });

  it('a JSON edit reorders and removes images', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await productWithImages(vendor, store.id, 2);
    const [a, b] = product.images as [string, string];
    expect((await vendor.patch(`/api/products/${product.id}`, { images: [b, a] })).status).toBe(200);
    expect((await rowOf(product.id)).images).toEqual([b, a]);
    expect((await vendor.patch(`/api/products/${product.id}`, { images: [] })).status).toBe(200);
    expect((await rowOf(product.id)).images).toEqual([]);
  });

  it('refuses a sixth image and stores nothing', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await productWithImages(vendor, store.id, 3);
    const before = await storedFiles();
    const png = await pngImage(40, 40);
    const res = await sendEdit(vendor, product.id, editForm({ name: 'Renamed' }, [...product.images, png, png, png]));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ images: messages.stores.tooManyImages });
    expect(await rowOf(product.id)).toMatchObject({ name: 'Adire Kaftan', images: product.images });
    expect(await storedFiles()).toBe(before);
  });

  it("refuses an image that is not this product's, and changes nothing", async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await productWithImages(vendor, store.id, 1);
    const other = await productWithImages(vendor, store.id, 1);
    for (const foreign of [other.images[0]!, 'https://example.com/cat.webp', `${product.images[0]}?x=1`]) {
      const res = await sendEdit(vendor, product.id, editForm({ stockQuantity: '9' }, [product.images[0]!, foreign]));
      expect(res.status).toBe(400);
      expect((await errorOf(res)).fields).toEqual({ images: messages.stores.imageNotOfProduct });
    }
    const twice = await vendor.patch(`/api/products/${product.id}`, { images: [product.images[0], product.images[0]] });
    expect(twice.status).toBe(400);
    expect((await errorOf(twice)).fields).toEqual({ images: messages.stores.imageNotOfProduct });
    expect(await rowOf(product.id)).toMatchObject({ stockQuantity: 4, images: product.images });
  });

  it('a file that is not an image is refused, and nothing is stored, not even the good image before it', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await productWithImages(vendor, store.id, 1);
    const before = await storedFiles();
    const res = await sendEdit(
      vendor,
      product.id,
      editForm({ name: 'Renamed' }, [await pngImage(50, 50), new TextEncoder().encode('plain text')]),
    );
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.upload.notAnImage,
      fields: { images: messages.upload.notAnImage },
    });
    expect(await rowOf(product.id)).toMatchObject({ name: 'Adire Kaftan', images: product.images });
    expect(await storedFiles()).toBe(before);
  });

  it('an unknown category is refused before any image is stored', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await productWithImages(vendor, store.id, 0);
    const before = await storedFiles();
    const res = await sendEdit(
      vendor,
      product.id,
      editForm({ categoryId: '00000000-0000-4000-8000-000000000000' }, [await pngImage(50, 50)]),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ categoryId: messages.stores.unknownCategory });
    expect((await rowOf(product.id)).images).toEqual([]);
    expect(await storedFiles()).toBe(before);
  });

  it("a vendor cannot change another vendor's product images, and nothing is stored", async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const product = await productWithImages(owner, store.id, 1);
    const before = await storedFiles();
    const res = await sendEdit(intruder, product.id, editForm({ name: 'Mine now' }, [await pngImage(50, 50)]));
    expect(res.status).toBe(403);
    expect(await rowOf(product.id)).toMatchObject({ name: 'Adire Kaftan', images: product.images });
    expect(await storedFiles()).toBe(before);
  });

  it('a customer cannot edit a product', async () => {
    const owner = await server.signedIn('vendor');
    const customer = await server.signedIn('customer');
    const store = await make.store(owner.userId);
    const product = await productWithImages(owner, store.id, 1);
    expect(
      (await sendEdit(customer, product.id, editForm({ name: 'Mine now' }, [await pngImage(50, 50)]))).status,
    ).toBe(403);
    expect((await customer.patch(`/api/products/${product.id}`, { images: [] })).status).toBe(403);
    expect(await rowOf(product.id)).toMatchObject({ name: 'Adire Kaftan', images: product.images });
  });

  it('a guest cannot edit a product', async () => {
    const owner = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const product = await productWithImages(owner, store.id, 1);
    expect(
      (await sendEdit(server.agent(), product.id, editForm({ name: 'Mine now' }, [await pngImage(50, 50)]))).status,
    ).toBe(401);
    expect((await server.agent().patch(`/api/products/${product.id}`, { images: [] })).status).toBe(401);
    expect(await rowOf(product.id)).toMatchObject({ name: 'Adire Kaftan', images: product.images });
  });
});
