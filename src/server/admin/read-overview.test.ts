import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { orders } from '../db/schema.ts';
import { ADMIN_OVERVIEW_DAYS } from './read-overview.ts';
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

  it('charts the last 30 Lagos days of completed revenue and orders, every day present', async () => {
    const store = await make.store(vendor.userId);
    const base = {
      customerId: customer.userId,
      storeId: store.id,
      paymentMethod: 'paystack' as const,
      shippingAddress: { fullName: 'A', phone: '1', address: 'x', city: 'y', state: 'Lagos' },
    };
    // Lagos is UTC+1 all year: 23:30 UTC yesterday is already today in Lagos.
    const todayLagos = new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(new Date());
    const midnightLagos = new Date(`${todayLagos}T00:00:00+01:00`);
    const at = (days: number, minutes = 30) => new Date(midnightLagos.getTime() - days * 86_400_000 + minutes * 60_000);
    const dayOf = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(d);
    await server.db.insert(orders).values([
      { ...base, totalAmountKobo: 10_000, paymentStatus: 'completed', trackingNumber: 'LXD1', createdAt: at(0) },
      { ...base, totalAmountKobo: 20_000, paymentStatus: 'completed', trackingNumber: 'LXD2', createdAt: at(0, 60) },
      { ...base, totalAmountKobo: 40_000, paymentStatus: 'pending', trackingNumber: 'LXD3', createdAt: at(0) },
      { ...base, totalAmountKobo: 70_000, paymentStatus: 'completed', trackingNumber: 'LXD4', createdAt: at(29) },
      { ...base, totalAmountKobo: 90_000, paymentStatus: 'completed', trackingNumber: 'LXD5', createdAt: at(30) },
      { ...base, totalAmountKobo: 11_000, paymentStatus: 'refunded', trackingNumber: 'LXD6', createdAt: at(3) },
    ]);
    const body = await (await admin.api.admin.overview.$get()).json();
    expect(body.daily).toHaveLength(ADMIN_OVERVIEW_DAYS);
    const days = body.daily.map((d) => d.day);
    expect(days[days.length - 1]).toBe(todayLagos);
    expect(days[0]).toBe(dayOf(at(29)));
    expect(new Set(days).size).toBe(ADMIN_OVERVIEW_DAYS);
    expect([...days].sort()).toEqual(days);
    const byDay = new Map(body.daily.map((d) => [d.day, d]));
    // Today also holds the first test's completed order (inserted with the default now()).
    const [first] = (
      await server.db.execute<{ kobo: string; n: string }>(sql`
        select coalesce(sum(total_amount_kobo), 0)::text as kobo, count(*)::text as n from orders
        where payment_status = 'completed' and tracking_number not like 'LXD%'
          and (created_at at time zone 'Africa/Lagos')::date = ${todayLagos}::date`)
    ).rows;
    expect(byDay.get(todayLagos)).toEqual({
      day: todayLagos,
      revenueKobo: 30_000 + Number(first?.kobo ?? 0),
      orders: 2 + Number(first?.n ?? 0),
      commissionKobo: 0,
      commissionOrders: 0,
    });
    expect(byDay.get(dayOf(at(29)))).toMatchObject({ revenueKobo: 70_000, orders: 1 });
    expect(byDay.get(dayOf(at(3)))).toMatchObject({ revenueKobo: 0, orders: 0 });
    expect(body.daily.reduce((n, d) => n + d.revenueKobo, 0)).not.toBeGreaterThan(body.revenueKobo);
  });

  it('is for admins only', async () => {
    expect((await vendor.get('/api/admin/overview')).status).toBe(403);
    expect((await customer.get('/api/admin/overview')).status).toBe(403);
    expect((await server.agent().get('/api/admin/overview')).status).toBe(401);
  });
});
