import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { coupons } from '../db/schema.ts';

let server: TestServer;
let make: ReturnType<typeof factories>;
beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
});
afterAll(async () => {
  await server.close();
});

let counter = 0;
const code = (prefix = 'SAVE') => `${prefix}${Date.now().toString(36)}${++counter}`.toUpperCase();
const tenPercent = (c: string) => ({ code: c, kind: 'percent', percentBp: 1000, maxUses: 100 });
const couponRows = (c: string) => server.db.select().from(coupons).where(eq(coupons.code, c));

describe('platform coupons (docs/product.md#coupons)', () => {
  it('an admin creates a platform coupon, listed with its uses and limits', async () => {
    const admin = await server.signedIn('admin');
    const c = code();
    const res = await admin.post('/api/admin/coupons', {
      code: c,
      kind: 'fixed',
      amountKobo: 50_000,
      minSpendKobo: 500_000,
      maxUses: 100,
      maxUsesPerCustomer: 1,
    });
    expect(res.status).toBe(201);
    const list = (await (await admin.get('/api/admin/coupons')).json()) as { coupons: { code: string }[] };
    expect(list.coupons.find((x) => x.code === c)).toMatchObject({
      code: c,
      storeId: null,
      kind: 'fixed',
      amountKobo: 50_000,
      percentBp: null,
      minSpendKobo: 500_000,
      maxUses: 100,
      maxUsesPerCustomer: 1,
      uses: 0,
      active: true,
    });
  });

  it('a code is unique whatever its case: a clash is a 409 naming the code', async () => {
    const admin = await server.signedIn('admin');
    const c = code();
    expect((await admin.post('/api/admin/coupons', tenPercent(c))).status).toBe(201);
    const res = await admin.post('/api/admin/coupons', tenPercent(c.toLowerCase()));
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toMatchObject({ fields: { code: 'That code is already in use: choose another' } });
  });

  it('a percentage coupon without a percentage is a 400 naming percentBp', async () => {
    const admin = await server.signedIn('admin');
    const res = await admin.post('/api/admin/coupons', { code: code(), kind: 'percent' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toMatchObject({ percentBp: 'Enter a percentage from 0.01 to 100' });
  });

  it.each([
    ['customer', 403],
    ['vendor', 403],
  ] as const)('a %s cannot create a platform coupon', async (role, status) => {
    const agent = await server.signedIn(role);
    const c = code();
    expect((await agent.post('/api/admin/coupons', tenPercent(c))).status).toBe(status);
    expect(await couponRows(c)).toEqual([]);
  });

  it('a guest cannot create a platform coupon', async () => {
    const c = code();
    expect((await server.agent().post('/api/admin/coupons', tenPercent(c))).status).toBe(401);
    expect(await couponRows(c)).toEqual([]);
  });

  it('an admin deactivates a platform coupon', async () => {
    const admin = await server.signedIn('admin');
    const created = (await (await admin.post('/api/admin/coupons', tenPercent(code()))).json()) as {
      coupon: { id: string };
    };
    const res = await admin.request('PATCH', `/api/admin/coupons/${created.coupon.id}`, { active: false });
    expect(res.status).toBe(200);
    const [row] = await server.db.select().from(coupons).where(eq(coupons.id, created.coupon.id));
    expect(row!.active).toBe(false);
  });
});

describe("a store's coupons", () => {
  it('a vendor creates a coupon for their own store', async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const c = code();
    const res = await vendor.post(`/api/stores/${store.id}/coupons`, tenPercent(c));
    expect(res.status).toBe(201);
    const [row] = await couponRows(c);
    expect(row).toMatchObject({ storeId: store.id, kind: 'percent', percentBp: 1000, uses: 0, active: true });
  });

  it('a vendor cannot create a coupon for another store', async () => {
    const owner = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const other = await server.signedIn('vendor');
    const c = code();
    const res = await other.post(`/api/stores/${store.id}/coupons`, tenPercent(c));
    expect(res.status).toBe(403);
    expect(await couponRows(c)).toEqual([]);
  });

  it('a customer cannot create a coupon at all', async () => {
    const owner = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const customer = await server.signedIn('customer');
    const c = code();
    expect((await customer.post(`/api/stores/${store.id}/coupons`, tenPercent(c))).status).toBe(403);
    expect(await couponRows(c)).toEqual([]);
  });

  it('a guest cannot create a store coupon', async () => {
    const owner = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const c = code();
    expect((await server.agent().post(`/api/stores/${store.id}/coupons`, tenPercent(c))).status).toBe(401);
    expect(await couponRows(c)).toEqual([]);
  });

  it("a vendor cannot see or deactivate another store's coupons", async () => {
    const owner = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const created = (await (await owner.post(`/api/stores/${store.id}/coupons`, tenPercent(code()))).json()) as {
      coupon: { id: string };
    };
    const other = await server.signedIn('vendor');
    expect((await other.get(`/api/stores/${store.id}/coupons`)).status).toBe(403);
    const patch = await other.request('PATCH', `/api/stores/${store.id}/coupons/${created.coupon.id}`, {
      active: false,
    });
    expect(patch.status).toBe(403);
    const [row] = await server.db.select().from(coupons).where(eq(coupons.id, created.coupon.id));
    expect(row!.active).toBe(true);
  });

  it("a vendor cannot deactivate another store's coupon through their own store", async () => {
    const owner = await server.signedIn('vendor');
    const store = await make.store(owner.userId);
    const created = (await (await owner.post(`/api/stores/${store.id}/coupons`, tenPercent(code()))).json()) as {
      coupon: { id: string };
    };
    const other = await server.signedIn('vendor');
    const own = await make.store(other.userId);
    const res = await other.request('PATCH', `/api/stores/${own.id}/coupons/${created.coupon.id}`, { active: false });
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toMatchObject({ message: 'Coupon not found' });
  });

  it("a vendor deactivates their store's coupon, and the list shows it", async () => {
    const vendor = await server.signedIn('vendor');
    const store = await make.store(vendor.userId);
    const created = (await (await vendor.post(`/api/stores/${store.id}/coupons`, tenPercent(code()))).json()) as {
      coupon: { id: string };
    };
    const res = await vendor.request('PATCH', `/api/stores/${store.id}/coupons/${created.coupon.id}`, {
      active: false,
    });
    expect(res.status).toBe(200);
    const list = (await (await vendor.get(`/api/stores/${store.id}/coupons`)).json()) as {
      coupons: { id: string; active: boolean }[];
    };
    expect(list.coupons).toEqual([expect.objectContaining({ id: created.coupon.id, active: false })]);
  });
});
