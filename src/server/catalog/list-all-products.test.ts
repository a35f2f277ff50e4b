import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
let admin: Awaited<ReturnType<TestServer['signedIn']>>;
let vendor: Awaited<ReturnType<TestServer['signedIn']>>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  admin = await server.signedIn('admin');
  vendor = await server.signedIn('vendor', { fullName: 'Shop Owner' });
});
afterAll(async () => {
  await server.close();
});

describe('admin: all products', () => {
  it('lists products with their store name', async () => {
    const store = await make.store(vendor.userId, { name: `Named ${Date.now()}` });
    const product = await make.product(store.id);
    const { products: rows } = await (await admin.api.admin.products.$get()).json();
    expect(rows.find((p) => p.id === product.id)?.storeName).toBe(store.name);
  });
});
