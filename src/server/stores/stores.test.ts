import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { products, stores } from '../db/schema.ts';
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
  for (const [k, list] of Object.entries(files)) for (const bytes of list) form.append(k, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${k}.png`);
  return form;
}
const send = (agent: Agent, method: string, url: string, form: FormData) => agent.request(method, url, form);
const storesOf = (ownerId: string) => server.db.select().from(stores).where(eq(stores.ownerId, ownerId));
const productsOf = (storeId: string) => server.db.select().from(products).where(eq(products.storeId, storeId));

describe('creating a store', () => {
  it('a vendor creates a store with a logo and a banner, stored as WebP in two widths', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: 'Mama Put Kitchen', description: 'Jollof and more' }, { logo: [await pngImage(500, 500)], banner: [await pngImage(2000, 600)] }));
    expect(res.status).toBe(201);
    const { store } = (await res.json()) as { store: { slug: string; logoUrl: string; bannerUrl: string } };
    expect(store.slug).toBe('mama-put-kitchen');
    expect(store.logoUrl).toMatch(/^\/uploads\/store-logos\/[0-9a-f]{12}-\d{13}-320w\.webp$/);
    expect(store.bannerUrl).toMatch(/^\/uploads\/store-banners\/[0-9a-f]{12}-\d{13}-1600w\.webp$/);
    const small = await server.agent().get(store.bannerUrl.replace('-1600w', '-800w'));
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(800);
    expect(await storesOf(vendor.userId)).toHaveLength(1);
  });

  it('an admin may create a store too', async () => {
    const admin = await server.signedIn('admin');
    expect((await send(admin, 'POST', '/api/stores', storeForm({ name: `Admin Corner ${Date.now()}` }))).status).toBe(201);
  });

  it('a customer cannot create a store', async () => {
    const customer = await server.signedIn('customer');
    const res = await send(customer, 'POST', '/api/stores', storeForm({ name: 'Sneaky Store' }));
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'forbidden', message: messages.access.vendorAccountToCreateStore });
    expect(await storesOf(customer.userId)).toEqual([]);
  });

  it('a signed-out visitor cannot create a store', async () => {
    expect((await send(server.agent(), 'POST', '/api/stores', storeForm({ name: 'Ghost Store' }))).status).toBe(401);
  });

  it('requires a name', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: '  ' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: 'Store name is required' });
  });

  it('refuses a name whose slug is taken, whatever its case', async () => {
    const first = await server.signedIn('vendor');
    const second = await server.signedIn('vendor');
    await send(first, 'POST', '/api/stores', storeForm({ name: 'Unique Wares' }));
    const res = await send(second, 'POST', '/api/stores', storeForm({ name: 'UNIQUE  wares' }));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: messages.stores.nameTaken, fields: { name: messages.stores.nameTaken } });
    expect(await storesOf(second.userId)).toEqual([]);
  });

  it('two vendors racing for one name: one store is created, the other gets a 409', async () => {
    const first = await server.signedIn('vendor');
    const second = await server.signedIn('vendor');
    const name = `Race Shop ${Date.now()}`;
    const results = await Promise.all([
      send(first, 'POST', '/api/stores', storeForm({ name })),
      send(second, 'POST', '/api/stores', storeForm({ name })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const loser = results.find((r) => r.status === 409)!;
    expect((await errorOf(loser)).message).toBe(messages.stores.nameTaken);
  });

  it('refuses names that would clash with the /store/create route', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: 'Create' }));
    expect(res.status).toBe(409);
    expect(await storesOf(vendor.userId)).toEqual([]);
  });

  it('a logo that is not an image fails with the spec\'s logo message and creates no store', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: 'Bad Logo Shop' }, { logo: [new TextEncoder().encode('not a png')] }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.stores.logoFailed(messages.upload.notAnImage));
    expect(await storesOf(vendor.userId)).toEqual([]);
  });

  it('a banner over 5 MB fails with the spec\'s banner message', async () => {
    const vendor = await server.signedIn('vendor');
    const big = Buffer.concat([await pngImage(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await send(vendor, 'POST', '/api/stores', storeForm({ name: 'Big Banner Shop' }, { banner: [big] }));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).message).toBe(messages.stores.bannerFailed(messages.upload.tooLarge));
    expect(await storesOf(vendor.userId)).toEqual([]);
  });

  it('"My Stores" lists only the vendor\'s own stores', async () => {
    const vendor = await server.signedIn('vendor');
    const other = await server.signedIn('vendor');
    await make.store(vendor.userId, { name: `Mine ${Date.now()}` });
    await make.store(other.userId, { name: `Theirs ${Date.now()}` });
    const { stores: mine } = (await (await vendor.get('/api/stores/mine')).json()) as { stores: { ownerId: string }[] };
    expect(mine).toHaveLength(1);
    expect(mine[0]!.ownerId).toBe(vendor.userId);
  });

  it('a customer has no "My Stores"', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.get('/api/stores/mine');
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(messages.access.vendorRequired);
  });
});

describe('managing a store', () => {
  it('the owner sees all the store\'s products, inactive ones included', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    await make.product(store.id, { name: 'On' });
    await make.product(store.id, { name: 'Off', isActive: false });
    const res = await vendor.get(`/api/stores/${store.id}/manage`);
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: { name: string }[] };
    expect(body.products.map((p) => p.name).sort()).toEqual(['Off', 'On']);
  });

  it('a vendor cannot manage another vendor\'s store', async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const res = await intruder.get(`/api/stores/${store.id}/manage`);
    expect(res.status).toBe(403);
    expect((await errorOf(res)).message).toBe(messages.access.storeNotFoundOrDenied);
  });

  it('an admin who does not own the store cannot manage it either', async () => {
    const owner = await server.signedIn('vendor');
    const admin = await server.signedIn('admin');
    const store = await make.store(owner.userId);
    expect((await admin.get(`/api/stores/${store.id}/manage`)).status).toBe(403);
  });

  it('a store id that is not a UUID is "Store not found or access denied"', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.get('/api/stores/any-store/manage');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.access.storeNotFoundOrDenied);
  });

  it('an unknown store is "Store not found or access denied"', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.get('/api/stores/00000000-0000-4000-8000-000000000000/manage');
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe(messages.access.storeNotFoundOrDenied);
  });
});

describe('adding products', () => {
  it('the owner adds a product with a category and an image, priced in kobo', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const category = await make.category();
    const res = await send(
      vendor,
      'POST',
      `/api/stores/${store.id}/products`,
      storeForm({ name: 'Ankara Fabric', description: '6 yards', priceKobo: '1250050', stockQuantity: '12', categoryId: category.id }, { images: [await pngImage(1600, 1200)] }),
    );
    expect(res.status).toBe(201);
    const [row] = await productsOf(store.id);
    expect(row).toMatchObject({ name: 'Ankara Fabric', description: '6 yards', priceKobo: 1_250_050, stockQuantity: 12, categoryId: category.id, isActive: true });
    expect(row!.images).toHaveLength(1);
    expect(row!.images[0]).toMatch(/^\/uploads\/products\/[0-9a-f]{12}-\d{13}-1000w\.webp$/);
    const card = await server.agent().get(row!.images[0]!.replace('-1000w', '-400w'));
    expect((await sharp(Buffer.from(await card.arrayBuffer())).metadata()).width).toBe(400);
  });

  it('takes up to five images, in order', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const images = await Promise.all([1, 2, 3, 4, 5].map((i) => pngImage(100 + i, 100)));
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'Gallery', priceKobo: '100', stockQuantity: '1' }, { images }));
    expect(res.status).toBe(201);
    expect((await productsOf(store.id))[0]!.images).toHaveLength(5);
  });

  it('refuses a sixth image', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const images = await Promise.all([1, 2, 3, 4, 5, 6].map(() => pngImage(20, 20)));
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'Too many', priceKobo: '100', stockQuantity: '1' }, { images }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ images: messages.stores.tooManyImages });
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('refuses a negative price, naming the field', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'Freebie', priceKobo: '-1', stockQuantity: '1' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ priceKobo: 'Price must be at least 0' });
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('refuses a fractional stock quantity, naming the field', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'Half', priceKobo: '100', stockQuantity: '1.5' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ stockQuantity: 'Stock quantity must be a whole number' });
  });

  it('requires a name, price and stock', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: '' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ name: 'Product name is required', priceKobo: 'Price is required', stockQuantity: 'Stock quantity is required' });
  });

  it('refuses a category that does not exist', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'X', priceKobo: '1', stockQuantity: '1', categoryId: '00000000-0000-4000-8000-000000000000' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ categoryId: messages.stores.unknownCategory });
  });

  it('a text file renamed .png is refused and no product is written', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const res = await send(vendor, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'X', priceKobo: '1', stockQuantity: '1' }, { images: [new TextEncoder().encode('plain text')] }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.upload.notAnImage);
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('a vendor cannot add a product to another vendor\'s store', async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const res = await send(intruder, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'Planted', priceKobo: '1', stockQuantity: '1' }));
    expect(res.status).toBe(403);
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('a customer cannot add products', async () => {
    const owner = await server.signedIn('vendor');
    const customer = await server.signedIn('customer');
    const store = await make.store(owner.userId);
    expect((await send(customer, 'POST', `/api/stores/${store.id}/products`, storeForm({ name: 'X', priceKobo: '1', stockQuantity: '1' }))).status).toBe(403);
    expect(await productsOf(store.id)).toEqual([]);
  });
});

describe('editing and deleting products', () => {
  it('the owner edits price, stock and description', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id);
    const res = await vendor.patch(`/api/products/${product.id}`, { priceKobo: 99_900, stockQuantity: 3, description: 'Now cheaper' });
    expect(res.status).toBe(200);
    expect((await productsOf(store.id))[0]).toMatchObject({ priceKobo: 99_900, stockQuantity: 3, description: 'Now cheaper' });
  });

  it('refuses negative stock on edit and changes nothing', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id, { stockQuantity: 4 });
    const res = await vendor.patch(`/api/products/${product.id}`, { stockQuantity: -2 });
    expect(res.status).toBe(400);
    expect((await productsOf(store.id))[0]!.stockQuantity).toBe(4);
  });

  it('a vendor cannot edit another vendor\'s product', async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const product = await make.product(store.id, { priceKobo: 5000 });
    expect((await intruder.patch(`/api/products/${product.id}`, { priceKobo: 1 })).status).toBe(403);
    expect((await productsOf(store.id))[0]!.priceKobo).toBe(5000);
  });

  it('the owner deletes a product', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id);
    const res = await vendor.request('DELETE', `/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(await productsOf(store.id)).toEqual([]);
  });

  it('a vendor cannot delete another vendor\'s product', async () => {
    const owner = await server.signedIn('vendor');
    const intruder = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const product = await make.product(store.id);
    expect((await intruder.request('DELETE', `/api/products/${product.id}`)).status).toBe(403);
    expect(await productsOf(store.id)).toHaveLength(1);
  });

  it('a customer cannot delete a product', async () => {
    const owner = await server.signedIn('vendor');
    const customer = await server.signedIn('customer');
    const store = await make.store(owner.userId);
    const product = await make.product(store.id);
    expect((await customer.request('DELETE', `/api/products/${product.id}`)).status).toBe(403);
    expect(await productsOf(store.id)).toHaveLength(1);
  });

  it('an admin deletes any product', async () => {
    const owner = await server.signedIn('vendor');
    const admin = await server.signedIn('admin');
    const store = await make.store(owner.userId);
    const product = await make.product(store.id);
    expect((await admin.request('DELETE', `/api/products/${product.id}`)).status).toBe(200);
    expect(await productsOf(store.id)).toEqual([]);
  });
});
