import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, orders, products, stores } from '../db/schema.ts';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { pngImage } from '../test/images.ts';
import { messages } from '../../shared/messages.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let vendor: Awaited<ReturnType<TestServer['signedIn']>>;
let customer: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  admin = await server.signedIn('admin');
  vendor = await server.signedIn('vendor', { fullName: 'Shop Owner' });
  customer = await server.signedIn('customer');
});
afterAll(async () => {
  await server.close();
});

const categoryForm = (fields: Record<string, string>, image?: Uint8Array) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'cat.png');
  return form;
};
const post = (agent: Agent, url: string, form: FormData) => agent.request('POST', url, form);

describe('admin overview', () => {
  it('totals products, orders, users and revenue from completed payments', async () => {
    const store = await make.store(vendor.userId);
    await make.product(store.id);
    const base = { customerId: customer.userId, storeId: store.id, paymentMethod: 'paystack' as const, shippingAddress: { fullName: 'A', phone: '1', address: 'x', city: 'y', state: 'Lagos' } };
    await server.db.insert(orders).values([
      { ...base, totalAmountKobo: 500_000, paymentStatus: 'completed', trackingNumber: 'LXP1' },
      { ...base, totalAmountKobo: 300_000, paymentStatus: 'pending', trackingNumber: 'LXP2' },
    ]);
    const res = await admin.get('/api/admin/overview');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { products: number; orders: number; users: number; revenueKobo: number };
    expect(body).toMatchObject({ orders: 2, revenueKobo: 500_000 });
    expect(body.products).toBeGreaterThanOrEqual(1);
    expect(body.users).toBeGreaterThanOrEqual(3);
  });

  it('is for admins only', async () => {
    expect((await vendor.get('/api/admin/overview')).status).toBe(403);
    expect((await customer.get('/api/admin/overview')).status).toBe(403);
    expect((await server.agent().get('/api/admin/overview')).status).toBe(401);
  });
});

describe('admin categories', () => {
  it('an admin creates a category with an uploaded image', async () => {
    const res = await post(admin, '/api/admin/categories', categoryForm({ name: 'Fashion', description: 'Clothes and shoes' }, await pngImage(800, 600)));
    expect(res.status).toBe(201);
    const { category } = (await res.json()) as { category: { slug: string; imageUrl: string } };
    expect(category.slug).toBe('fashion');
    expect(category.imageUrl).toMatch(/^\/uploads\/categories\/.+-1000w\.webp$/);
  });

  it('an admin creates a category with a typed image URL', async () => {
    const res = await post(admin, '/api/admin/categories', categoryForm({ name: 'Groceries', imageUrl: 'https://images.example.ng/rice.jpg' }));
    expect(res.status).toBe(201);
    const [row] = await server.db.select().from(categories).where(eq(categories.slug, 'groceries'));
    expect(row?.imageUrl).toBe('https://images.example.ng/rice.jpg');
  });

  it('refuses a javascript: image URL', async () => {
    const res = await post(admin, '/api/admin/categories', categoryForm({ name: 'Scripts', imageUrl: 'javascript:alert(1)' }));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ imageUrl: 'Image URL must start with http:// or https://' });
  });

  it('requires a name and refuses a duplicate', async () => {
    expect((await errorOf(await post(admin, '/api/admin/categories', categoryForm({ name: '' })))).fields).toEqual({ name: 'Category name is required' });
    await post(admin, '/api/admin/categories', categoryForm({ name: 'Phones' }));
    const dup = await post(admin, '/api/admin/categories', categoryForm({ name: 'phones' }));
    expect(dup.status).toBe(409);
    expect((await errorOf(dup)).message).toBe(messages.categories.nameTaken);
  });

  it('a vendor cannot create a category', async () => {
    const res = await post(vendor, '/api/admin/categories', categoryForm({ name: 'Vendor Cat' }));
    expect(res.status).toBe(403);
    expect(await server.db.select().from(categories).where(eq(categories.slug, 'vendor-cat'))).toEqual([]);
  });

  it('deleting a category leaves its products uncategorised', async () => {
    const category = await make.category();
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id, { categoryId: category.id });
    const res = await admin.request('DELETE', `/api/admin/categories/${category.id}`);
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.categoryId).toBeNull();
  });

  it('a customer cannot delete a category', async () => {
    const category = await make.category();
    expect((await customer.request('DELETE', `/api/admin/categories/${category.id}`)).status).toBe(403);
    expect(await server.db.select().from(categories).where(eq(categories.id, category.id))).toHaveLength(1);
  });
});

describe('admin stores and products', () => {
  it('lists stores with their owner\'s name and e-mail', async () => {
    const store = await make.store(vendor.userId, { name: `Listed ${Date.now()}` });
    const { stores: rows } = (await (await admin.get('/api/admin/stores')).json()) as { stores: { id: string; ownerName: string; ownerEmail: string; isActive: boolean }[] };
    expect(rows.find((s) => s.id === store.id)).toMatchObject({ ownerName: 'Shop Owner', ownerEmail: vendor.email, isActive: true });
  });

  it('an admin deactivates a store and it leaves public view', async () => {
    const store = await make.store(vendor.userId, { name: `Toggle ${Date.now()}` });
    const res = await admin.patch(`/api/admin/stores/${store.id}`, { isActive: false });
    expect(res.status).toBe(200);
    expect((await server.agent().get(`/api/catalog/stores/${store.slug}`)).status).toBe(404);
    await admin.patch(`/api/admin/stores/${store.id}`, { isActive: true });
    expect((await server.agent().get(`/api/catalog/stores/${store.slug}`)).status).toBe(200);
  });

  it('a vendor cannot deactivate a store, even their own', async () => {
    const store = await make.store(vendor.userId);
    expect((await vendor.patch(`/api/admin/stores/${store.id}`, { isActive: false })).status).toBe(403);
    expect((await server.db.select().from(stores).where(eq(stores.id, store.id)))[0]?.isActive).toBe(true);
  });

  it('an admin deactivates a product and a customer cannot', async () => {
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id);
    expect((await customer.patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(403);
    expect((await server.db.select().from(products).where(eq(products.id, product.id)))[0]?.isActive).toBe(true);
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(200);
    expect((await server.db.select().from(products).where(eq(products.id, product.id)))[0]?.isActive).toBe(false);
  });

  it('refuses a non-boolean isActive, naming it', async () => {
    const store = await make.store(vendor.userId);
    const res = await admin.patch(`/api/admin/stores/${store.id}`, { isActive: 'no' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ isActive: 'isActive must be true or false' });
  });

  it('lists products with their store name', async () => {
    const store = await make.store(vendor.userId, { name: `Named ${Date.now()}` });
    const product = await make.product(store.id);
    const { products: rows } = (await (await admin.get('/api/admin/products')).json()) as { products: { id: string; storeName: string }[] };
    expect(rows.find((p) => p.id === product.id)?.storeName).toBe(store.name);
  });
});
