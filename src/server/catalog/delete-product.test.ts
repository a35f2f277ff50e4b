import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { products } from '../db/schema.ts';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

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

describe('deleting products', () => {
  it('the owner deletes a product', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const product = await make.product(store.id);
    const res = await vendor.request('DELETE', `/api/products/${product.id}`);
    expect(res.status).toBe(200);
    expect(await productsOf(store.id)).toEqual([]);
  });

  it("a vendor cannot delete another vendor's product", async () => {
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
