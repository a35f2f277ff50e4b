import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema.ts';
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

describe('admin: product status', () => {
  it('an admin deactivates a product and a customer cannot', async () => {
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id);
    expect((await customer.patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(403);
    expect((await server.db.select().from(products).where(eq(products.id, product.id)))[0]?.isActive).toBe(true);
    expect((await admin.patch(`/api/admin/products/${product.id}`, { isActive: false })).status).toBe(200);
    expect((await server.db.select().from(products).where(eq(products.id, product.id)))[0]?.isActive).toBe(false);
  });
});
