import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { ordersOf, payInSandbox, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { givePayoutAccount } from '../test/earnings-helpers.ts';
import { testEngine } from '../test/test-database.ts';
import { balanceEntries, jobs } from '../db/schema.ts';
import { ledgerMismatches } from './ledger-mismatches.ts';
import { releaseHeldEarnings } from './release-held-earnings.ts';
import type { OrderStatus } from '../../shared/constants.ts';

let server: TestServer;
let admin: Agent;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.signedIn('admin');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

type Shop = Awaited<ReturnType<typeof twoStoreShop>>;
const DAY_MS = 86_400_000;

/** Two kettles (₦5,000) and Lagos delivery (₦1,500), paid in the sandbox and walked to delivered. */
async function deliveredOrder(shop: Shop) {
  const buyer = await server.signedIn('customer');
  const checkout = await placeCheckout(buyer, [{ productId: shop.kettle.id, quantity: 2 }]);
  await payInSandbox(buyer, checkout.reference);
  await server.drainJobs();
  const [order] = await ordersOf(server, checkout.reference);
  for (const to of ['confirmed', 'processing', 'shipped', 'delivered'] as OrderStatus[]) {
    const res = await shop.vendor.post(`/api/vendor/orders/${order!.id}/status`, { to });
    expect(res.status, await res.clone().text()).toBe(200);
  }
  return order!;
}

const earningsOf = async (seller: Agent) => {
  const res = await seller.get('/api/cashouts/earnings');
  expect(res.status).toBe(200);
  return (await res.json()) as {
    balanceKobo: number;
    pendingKobo: number;
    availableKobo: number;
    entries: { orderId: string | null; pending: boolean; availableAt: string }[];
  };
};

const setPlatformHold = async (holdDays: number) => {
  const res = await admin.request('PUT', '/api/admin/payout-holds', { holdDays });
  expect(res.status).toBe(200);
};

const setStoreHold = (storeId: string, holdDays: number | null) =>
  admin.request('PUT', `/api/admin/payout-holds/stores/${storeId}`, { holdDays });

/** Moves a held entry's end, and its release job, into the past: the clock has passed the hold. */
async function holdEnds(orderId: string) {
  await server.db
    .update(balanceEntries)
    .set({ availableAt: sql`now() - interval '1 second'` })
    .where(eq(balanceEntries.orderId, orderId));
  await server.db
    .update(jobs)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, 'release-held-earnings'), eq(jobs.status, 'pending')));
  await server.drainJobs();
}

describe('money held after delivery (decision 0020)', () => {
  it("a delivered order's money is pending for the store's hold, then available when the hold ends", async () => {
    const shop = await twoStoreShop(server);
    expect((await setStoreHold(shop.kettle.storeId, 3)).status).toBe(200);
    const before = Date.now();
    const order = await deliveredOrder(shop);

    const held = await earningsOf(shop.vendor);
    expect(held).toMatchObject({ balanceKobo: 0, pendingKobo: 650_000, availableKobo: 0 });
    const entry = held.entries.find((e) => e.orderId === order.id)!;
    expect(entry.pending).toBe(true);
    const frees = new Date(entry.availableAt).getTime();
    expect(frees).toBeGreaterThanOrEqual(before + 3 * DAY_MS - 60_000);
    expect(frees).toBeLessThanOrEqual(Date.now() + 3 * DAY_MS + 60_000);
    expect(await ledgerMismatches(server.db)).toEqual([]);

    await holdEnds(order.id);
    expect(await earningsOf(shop.vendor)).toMatchObject({
      balanceKobo: 650_000,
      pendingKobo: 0,
      availableKobo: 650_000,
    });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('the commission on a held order is held with its sale, and both free together', async () => {
    const shop = await twoStoreShop(server);
    await setStoreHold(shop.kettle.storeId, 3);
    const rate = await admin.request('PUT', `/api/admin/commission/stores/${shop.kettle.storeId}`, {
      percentBp: 1000,
      flatKobo: 0,
      floorKobo: null,
      capKobo: null,
    });
    expect(rate.status).toBe(200);
    const order = await deliveredOrder(shop);
    // Two kettles (₦5,000) at 10 %: ₦500 of commission; the ₦1,500 delivery fee is not commissioned.
    expect(await earningsOf(shop.vendor)).toMatchObject({ balanceKobo: 0, pendingKobo: 600_000 });
    const entries = await server.db
      .select({
        reason: balanceEntries.reason,
        pending: balanceEntries.pending,
        availableAt: balanceEntries.availableAt,
      })
      .from(balanceEntries)
      .where(eq(balanceEntries.orderId, order.id));
    expect(entries.map((e) => [e.reason, e.pending]).sort()).toEqual([
      ['commission', true],
      ['order_delivered', true],
    ]);
    expect(entries[0]!.availableAt).toEqual(entries[1]!.availableAt);
    expect(await ledgerMismatches(server.db)).toEqual([]);

    await holdEnds(order.id);
    expect(await earningsOf(shop.vendor)).toMatchObject({ balanceKobo: 600_000, pendingKobo: 0 });
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('money still held cannot be cashed out', async () => {
    const shop = await twoStoreShop(server);
    await givePayoutAccount(server.db, shop.vendor.userId);
    await setStoreHold(shop.kettle.storeId, 3);
    await deliveredOrder(shop);
    const res = await shop.vendor.post('/api/cashouts', { amountKobo: 50_000 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ amountKobo: 'Invalid amount' });
  });

  it('a release job queued at delivery is due when the hold ends', async () => {
    const shop = await twoStoreShop(server);
    await setStoreHold(shop.kettle.storeId, 2);
    const order = await deliveredOrder(shop);
    const [entry] = await server.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, order.id));
    const due = await server.db
      .select({ runAfter: jobs.runAfter })
      .from(jobs)
      .where(and(eq(jobs.kind, 'release-held-earnings'), eq(jobs.status, 'pending')));
    expect(due.some((job) => Math.abs(job.runAfter.getTime() - entry!.availableAt.getTime()) < 5_000)).toBe(true);
  });

  it("a store's own hold of 0 days makes its money available at once, whatever the platform's", async () => {
    await setPlatformHold(5);
    try {
      const shop = await twoStoreShop(server);
      await setStoreHold(shop.kettle.storeId, 0);
      await deliveredOrder(shop);
      expect(await earningsOf(shop.vendor)).toMatchObject({ balanceKobo: 650_000, pendingKobo: 0 });
    } finally {
      await setPlatformHold(0);
    }
  });

  it("a store without a hold of its own follows the platform's", async () => {
    await setPlatformHold(4);
    try {
      const shop = await twoStoreShop(server);
      const order = await deliveredOrder(shop);
      const entry = (await earningsOf(shop.vendor)).entries.find((e) => e.orderId === order.id)!;
      expect(entry.pending).toBe(true);
      expect(new Date(entry.availableAt).getTime()).toBeGreaterThan(Date.now() + 4 * DAY_MS - 120_000);
      await holdEnds(order.id);
    } finally {
      await setPlatformHold(0);
    }
  });

  it('changing the hold later does not move the date an order already has', async () => {
    const shop = await twoStoreShop(server);
    await setStoreHold(shop.kettle.storeId, 7);
    const order = await deliveredOrder(shop);
    const [before] = await server.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, order.id));
    await setStoreHold(shop.kettle.storeId, 1);
    const [after] = await server.db.select().from(balanceEntries).where(eq(balanceEntries.orderId, order.id));
    expect(after!.availableAt).toEqual(before!.availableAt);
    expect(after!.pending).toBe(true);
    await holdEnds(order.id);
  });

  it('releases each entry once when two releases run at once', async () => {
    const shop = await twoStoreShop(server);
    await setStoreHold(shop.kettle.storeId, 3);
    const order = await deliveredOrder(shop);
    await server.db
      .update(balanceEntries)
      .set({ availableAt: sql`now() - interval '1 second'` })
      .where(eq(balanceEntries.orderId, order.id));
    const released = await Promise.all(
      Array.from({ length: 5 }, () => server.db.transaction((tx) => releaseHeldEarnings(tx))),
    );
    expect(released.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    expect(await earningsOf(shop.vendor)).toMatchObject({ balanceKobo: 650_000, pendingKobo: 0 });
    expect(await ledgerMismatches(server.db)).toEqual([]);
    if (testEngine === 'postgres') {
      // On PostgreSQL the five really overlap; on PGlite they queue. Either way, one release per entry.
      const mine = await server.db
        .select({ pending: balanceEntries.pending })
        .from(balanceEntries)
        .where(eq(balanceEntries.orderId, order.id));
      expect(mine).toEqual([{ pending: false }]);
    }
  });
});

describe('setting the hold', () => {
  it('an admin reads the platform hold and the stores with their own', async () => {
    const shop = await twoStoreShop(server);
    await setStoreHold(shop.stores[1].id, 10);
    const res = await admin.get('/api/admin/payout-holds');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { holdDays: number; stores: { storeId: string; holdDays: number }[] };
    expect(body.holdDays).toBe(0);
    expect(body.stores).toContainEqual(expect.objectContaining({ storeId: shop.stores[1].id, holdDays: 10 }));
    expect((await setStoreHold(shop.stores[1].id, null)).status).toBe(200);
    const cleared = (await (await admin.get('/api/admin/payout-holds')).json()) as typeof body;
    expect(cleared.stores.some((s) => s.storeId === shop.stores[1].id)).toBe(false);
  });

  it('a hold of more than 60 days is refused, naming the field', async () => {
    const res = await admin.request('PUT', '/api/admin/payout-holds', { holdDays: 61 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ holdDays: 'Hold must be at most 60 days' });
  });

  it('a hold in part days is refused', async () => {
    const res = await admin.request('PUT', '/api/admin/payout-holds', { holdDays: 1.5 });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ holdDays: 'Hold must be whole days' });
  });

  it('a hold for a store that does not exist is refused', async () => {
    const res = await setStoreHold('00000000-0000-4000-8000-000000000000', 3);
    expect(res.status).toBe(404);
    expect((await errorOf(res)).message).toBe('Store not found');
  });

  it('a vendor cannot set the hold of their own store', async () => {
    const shop = await twoStoreShop(server);
    const res = await shop.vendor.request('PUT', `/api/admin/payout-holds/stores/${shop.kettle.storeId}`, {
      holdDays: 0,
    });
    expect(res.status).toBe(403);
    expect((await admin.get('/api/admin/payout-holds').then((r) => r.json())) as { stores: unknown[] }).not.toEqual(
      expect.objectContaining({
        stores: expect.arrayContaining([expect.objectContaining({ storeId: shop.kettle.storeId })]),
      }),
    );
  });

  it('with a hold of seconds (PAYOUT_HOLD_SECONDS, staging), the admin reads whole days and can save them back', async () => {
    const staging = await startTestServer({ env: { PAYOUT_HOLD_SECONDS: '40' } });
    try {
      const stagingAdmin = await staging.signedIn('admin');
      const read = await stagingAdmin.get('/api/admin/payout-holds');
      expect(read.status).toBe(200);
      const { holdDays } = (await read.json()) as { holdDays: number };
      expect(holdDays).toBe(0);
      const saved = await stagingAdmin.request('PUT', '/api/admin/payout-holds', { holdDays });
      expect(saved.status).toBe(200);
      expect(((await saved.json()) as { holdDays: number }).holdDays).toBe(0);
    } finally {
      await staging.close();
    }
  });

  it('a customer cannot read the holds', async () => {
    const res = await (await server.signedIn('customer')).get('/api/admin/payout-holds');
    expect(res.status).toBe(403);
  });
});
