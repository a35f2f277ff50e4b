import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { categories, products } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

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

describe('admin: deleting categories', () => {
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
