import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.ts';
import { createAccount } from '../workflows/create-account/create-account.ts';
import { DEMO_STORES, seedDemoCatalog } from './demo-catalog.ts';
import { HOME_PRODUCT_LIMIT } from '../../shared/constants.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
  const { id } = await createAccount(server.deps, {
    email: 'demo-vendor@example.ng',
    password: 'secret-pass',
    fullName: 'Demo Vendor',
    role: 'vendor',
  });
  await seedDemoCatalog(server.db, server.deps.storage, id);
});
afterAll(async () => {
  await server.close();
});

describe('the demo catalog', () => {
  it('each store sells goods of its own kind: at most two categories per store', () => {
    for (const store of DEMO_STORES) {
      expect(new Set(store.products.map((p) => p.category)).size, store.name).toBeLessThanOrEqual(2);
    }
  });

  it('the featured products (the newest on home) come from every store, and are in stock', async () => {
    const home = (await (await server.agent().get('/api/catalog/home')).json()) as {
      products: { storeId: string; stockQuantity: number }[];
    };
    expect(home.products).toHaveLength(HOME_PRODUCT_LIMIT);
    expect(new Set(home.products.map((p) => p.storeId)).size).toBe(Math.min(DEMO_STORES.length, HOME_PRODUCT_LIMIT));
    for (const product of home.products) expect(product.stockQuantity).toBeGreaterThan(0);
  });
});
