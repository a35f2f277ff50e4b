import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../db/schema.ts';
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

describe('admin overview', () => {
  it('totals products, orders, users and revenue from completed payments', async () => {
    const store = await make.store(vendor.userId);
    await make.product(store.id);
    const base = {
      customerId: customer.userId,
      storeId: store.id,
      paymentMethod: 'paystack' as const,
      shippingAddress: { fullName: 'A', phone: '1', address: 'x', city: 'y', state: 'Lagos' },
    };
    await server.db.insert(orders).values([
      { ...base, totalAmountKobo: 500_000, paymentStatus: 'completed', trackingNumber: 'LXP1' },
      { ...base, totalAmountKobo: 300_000, paymentStatus: 'pending', trackingNumber: 'LXP2' },
    ]);
    const res = await admin.api.admin.overview.$get();
    expect(res.status).toBe(200);
    const body = await res.json();
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
