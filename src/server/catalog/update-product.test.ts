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

describe("editing products", () => {
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
});
