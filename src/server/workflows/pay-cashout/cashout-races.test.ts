import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import { earn, givePayoutAccount, oweOnDelivery } from '../../test/earnings-helpers.ts';
import { ledgerMismatches } from '../../ledger/ledger-mismatches.ts';
import { readLedger } from '../../ledger/read-ledger.ts';
import { cashoutRequests, cashoutTransfers, sandboxTransfers } from '../../db/schema.ts';
import { findCashoutTransfer } from '../../cashouts/find-cashout-transfer.ts';
import { applyTransferReport } from './pay-cashout.ts';
import { messages } from '../../../shared/messages.ts';

/**
 * Cashouts under concurrency (decision 0016). PGlite runs one transaction at a time and would
 * hide the races, so these run on PostgreSQL only.
 */
describe.runIf(testEngine === 'postgres')('cashouts under concurrency (PostgreSQL)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    expect(await ledgerMismatches(server.db)).toEqual([]);
    await server.close();
  });

  const pendingKobo = async (vendorId: string) => {
    const [row] = await server.db
      .select({ kobo: sql<string>`coalesce(sum(${cashoutRequests.amountKobo}), 0)::text` })
      .from(cashoutRequests)
      .where(and(eq(cashoutRequests.vendorId, vendorId), eq(cashoutRequests.status, 'pending')));
    return Number(row!.kobo);
  };

  it('100 concurrent approvals and requests over one balance: holds respected, each request paid once, ledger = balance', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    await earn(server, vendor, 1_000_000); // ₦10,000
    const admins = await Promise.all(Array.from({ length: 5 }, () => server.signedIn('admin')));
    // Ten requests of ₦500 hold ₦5,000; ₦5,000 is free.
    const pending: string[] = [];
    for (let i = 0; i < 10; i++) {
      const res = await vendor.post('/api/cashouts', { amountKobo: 50_000 });
      expect(res.status).toBe(201);
      pending.push(((await res.json()) as { cashout: { id: string } }).cashout.id);
    }
    // 50 approvals (each request five times, by five admins) race 50 new requests of ₦200.
    const calls = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? admins[i % 5]!.post(`/api/admin/cashouts/${pending[(i / 2) % 10]}/approve`).then(
            (r) => ['approve', r] as const,
          )
        : vendor.post('/api/cashouts', { amountKobo: 20_000 }).then((r) => ['request', r] as const),
    );
    const results = await Promise.all(calls);
    const count = (kind: string, status: number) =>
      results.filter(([k, r]) => k === kind && r.status === status).length;
    expect(count('approve', 200)).toBe(10);
    expect(count('approve', 409)).toBe(40);
    // Approving lowers the balance and the holds alike, so exactly ₦5,000 / ₦200 = 25 new requests fit.
    expect(count('request', 201)).toBe(25);
    expect(count('request', 400)).toBe(25);
    for (const [kind, res] of results) {
      if (kind === 'request' && res.status === 400)
        expect((await errorOf(res)).message).toBe(messages.cashouts.invalidAmount);
    }
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(500_000);
    expect(ledger.entries.filter((e) => e.reason === 'cashout')).toHaveLength(10);
    expect(await pendingKobo(vendor.userId)).toBe(500_000);
    expect(await pendingKobo(vendor.userId)).toBeLessThanOrEqual(ledger.balanceKobo);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('100 concurrent approvals of requests worth twice the balance: never overdrawn, the rest stay pending', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    await earn(server, vendor, 100_000);
    const admins = await Promise.all(Array.from({ length: 5 }, () => server.signedIn('admin')));
    // Twenty ₦100 requests written past the API's hold check, so only ten can be paid.
    const rows = await server.db
      .insert(cashoutRequests)
      .values(Array.from({ length: 20 }, () => ({ vendorId: vendor.userId, amountKobo: 10_000 })))
      .returning({ id: cashoutRequests.id });
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => admins[i % 5]!.post(`/api/admin/cashouts/${rows[i % 20]!.id}/approve`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(0);
    const statuses = await server.db
      .select({ status: cashoutRequests.status, n: sql<number>`count(*)::int` })
      .from(cashoutRequests)
      .where(eq(cashoutRequests.vendorId, vendor.userId))
      .groupBy(cashoutRequests.status);
    expect(Object.fromEntries(statuses.map((s) => [s.status, s.n]))).toEqual({ processing: 10, pending: 10 });
    // Each approved request is one transfer of its amount at the provider (the sandbox here).
    await server.drainJobs();
    const sent = await server.db
      .select({ reference: sandboxTransfers.reference, amountKobo: sandboxTransfers.amountKobo })
      .from(sandboxTransfers)
      .innerJoin(cashoutTransfers, eq(cashoutTransfers.reference, sandboxTransfers.reference))
      .innerJoin(cashoutRequests, eq(cashoutRequests.id, cashoutTransfers.cashoutRequestId))
      .where(eq(cashoutRequests.vendorId, vendor.userId));
    expect(sent).toHaveLength(10);
    expect(sent.reduce((sum, t) => sum + t.amountKobo, 0)).toBe(100_000);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('100 concurrent approvals of one cashout: one approval, one transfer, each naira sent once', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    await earn(server, vendor, 500_000);
    const admins = await Promise.all(Array.from({ length: 5 }, () => server.signedIn('admin')));
    const res = await vendor.post('/api/cashouts', { amountKobo: 500_000 });
    const { id } = ((await res.json()) as { cashout: { id: string } }).cashout;
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => admins[i % 5]!.post(`/api/admin/cashouts/${id}/approve`)),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(99);
    await server.drainJobs();
    const transfers = await server.db.select().from(cashoutTransfers).where(eq(cashoutTransfers.cashoutRequestId, id));
    expect(transfers).toHaveLength(1);
    const sent = await server.db
      .select()
      .from(sandboxTransfers)
      .where(eq(sandboxTransfers.reference, transfers[0]!.reference));
    expect(sent.map((t) => t.amountKobo)).toEqual([500_000]);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('100 concurrent reports that a transfer failed return its money once', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    await earn(server, vendor, 300_000);
    const admin = await server.signedIn('admin');
    const { id } = (
      (await (await vendor.post('/api/cashouts', { amountKobo: 300_000 })).json()) as { cashout: { id: string } }
    ).cashout;
    expect((await admin.post(`/api/admin/cashouts/${id}/approve`)).status).toBe(200);
    await server.drainJobs();
    const transfer = (await findCashoutTransfer(server.db, { cashoutId: id }))!;
    const failed = {
      status: 'failed',
      providerStatus: 'failed',
      providerTransferId: 'x',
      reason: 'Declined',
      feeKobo: null,
    } as const;
    await Promise.all(
      Array.from({ length: 100 }, () => applyTransferReport(server.deps, transfer, failed, { schedule: false })),
    );
    const [row] = await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, id));
    expect(row).toMatchObject({ status: 'failed', failureReason: 'Declined' });
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(300_000);
    expect(ledger.entries.filter((e) => e.reason === 'cashout_returned')).toHaveLength(1);
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  describe('around a balance that a pay-on-delivery commission makes owe (decision 0016)', () => {
    /** A seller with ₦10,000 all asked for in ten ₦1,000 requests, and a door sale owing ₦6,000 shipped. */
    async function heldAndOwing(commissionKobo = 600_000) {
      const vendor = await server.signedIn('vendor');
      await givePayoutAccount(server.db, vendor.userId);
      await earn(server, vendor, 1_000_000);
      const requests: string[] = [];
      for (let i = 0; i < 10; i++) {
        const res = await vendor.post('/api/cashouts', { amountKobo: 100_000 });
        expect(res.status).toBe(201);
        requests.push(((await res.json()) as { cashout: { id: string } }).cashout.id);
      }
      const { order } = await oweOnDelivery(server, vendor, commissionKobo, { deliver: false });
      const admins = await Promise.all(Array.from({ length: 5 }, () => server.signedIn('admin')));
      return { vendor, requests, orderId: order.id, admins };
    }

    const sentTo = async (vendorId: string) => {
      await server.drainJobs();
      const sent = await server.db
        .select({ amountKobo: sandboxTransfers.amountKobo })
        .from(sandboxTransfers)
        .innerJoin(cashoutTransfers, eq(cashoutTransfers.reference, sandboxTransfers.reference))
        .innerJoin(cashoutRequests, eq(cashoutRequests.id, cashoutTransfers.cashoutRequestId))
        .where(eq(cashoutRequests.vendorId, vendorId));
      return sent.reduce((sum, t) => sum + t.amountKobo, 0);
    };

    it('approvals, requests and Delivered and paid at once: the commission is taken once, each approval paid once from the balance', async () => {
      const { vendor, requests, orderId, admins } = await heldAndOwing();
      // Spread over a few milliseconds, so the commission lands somewhere among the approvals.
      const later = <T>(ms: number, call: () => Promise<T>) =>
        new Promise<void>((resolve) => setTimeout(resolve, ms)).then(call);
      type Outcome = readonly ['approve' | 'request' | 'deliver', Response];
      const calls = Array.from({ length: 75 }, (_, i) =>
        later(i * 4, (): Promise<Outcome> =>
          i % 15 === 5
            ? vendor
                .post(`/api/vendor/orders/${orderId}/status`, { to: 'delivered' })
                .then((r) => ['deliver', r] as const)
            : i % 3 === 2
              ? vendor.post('/api/cashouts', { amountKobo: 10_000 }).then((r) => ['request', r] as const)
              : admins[i % 5]!.post(`/api/admin/cashouts/${requests[i % 10]}/approve`).then(
                  (r) => ['approve', r] as const,
                ),
        ),
      );
      const results = await Promise.all(calls);
      const statuses = (kind: string) => results.filter(([k]) => k === kind).map(([, r]) => r.status);
      expect(statuses('deliver').sort()).toEqual([200, 409, 409, 409, 409]);
      const approved = statuses('approve').filter((s) => s === 200).length;
      expect(statuses('approve').every((s) => s === 200 || s === 409)).toBe(true);
      // Everything was held by the ten requests, so no new request ever fits.
      expect(statuses('request').every((s) => s === 400 || s === 409)).toBe(true);
      expect(
        await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.vendorId, vendor.userId)),
      ).toHaveLength(10);
      // However they fell (the commission before, among or after the approvals), each approval was paid
      // once, from the ₦10,000 earned; with the commission first only ₦4,000 could be.
      expect(approved).toBeLessThanOrEqual(10);
      expect(await sentTo(vendor.userId)).toBe(approved * 100_000);
      const ledger = await readLedger(server.db, vendor.userId);
      expect(ledger.entries.filter((e) => e.reason === 'commission')).toHaveLength(1);
      expect(ledger.balanceKobo).toBe(1_000_000 - approved * 100_000 - 600_000);
      expect(await ledgerMismatches(server.db)).toEqual([]);
    });

    it('once the commission is taken, 50 concurrent approvals pay only what is left', async () => {
      const { vendor, requests, orderId, admins } = await heldAndOwing();
      expect((await vendor.post(`/api/vendor/orders/${orderId}/status`, { to: 'delivered' })).status).toBe(200);
      const results = await Promise.all(
        Array.from({ length: 50 }, (_, i) => admins[i % 5]!.post(`/api/admin/cashouts/${requests[i % 10]}/approve`)),
      );
      // ₦10,000 − ₦6,000 leaves ₦4,000: four ₦1,000 requests are paid, six stay pending.
      expect(results.filter((r) => r.status === 200)).toHaveLength(4);
      expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
      expect(await sentTo(vendor.userId)).toBe(400_000);
      expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
      expect(await pendingKobo(vendor.userId)).toBe(600_000);
      expect(await ledgerMismatches(server.db)).toEqual([]);
    });

    it('a balance below zero pays nothing: 50 approvals and 50 requests at once are all refused', async () => {
      const { vendor, requests, orderId, admins } = await heldAndOwing(1_500_000);
      expect((await vendor.post(`/api/vendor/orders/${orderId}/status`, { to: 'delivered' })).status).toBe(200);
      const results = await Promise.all([
        ...Array.from({ length: 50 }, (_, i) => admins[i % 5]!.post(`/api/admin/cashouts/${requests[i % 10]}/approve`)),
        ...Array.from({ length: 50 }, () => vendor.post('/api/cashouts', { amountKobo: 10_000 })),
      ]);
      expect(results.map((r) => r.status).every((s) => s === 409)).toBe(true);
      expect((await errorOf(results[0]!)).message).toBe(messages.cashouts.sellerOwes('₦5,000.00'));
      expect((await errorOf(results[99]!)).message).toBe(messages.cashouts.owedNoCashout('₦5,000.00'));
      expect(await sentTo(vendor.userId)).toBe(0);
      expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(-500_000);
      expect(await pendingKobo(vendor.userId)).toBe(1_000_000);
      expect(await ledgerMismatches(server.db)).toEqual([]);
    });
  });

  it('a cashout request and Delivered and paid at the same time never end with the balance below zero', async () => {
    // Ten sellers, each with ₦3,000 free and a shipped order paid at the door owing ₦1,500 of
    // commission; each asks for all of it, and for what is left, while marking the order Delivered
    // and paid, and an admin approves whatever was asked.
    const admin = await server.signedIn('admin');
    const sellers = await Promise.all(Array.from({ length: 10 }, () => server.signedIn('vendor')));
    const orders: { id: string }[] = [];
    for (const seller of sellers) {
      await givePayoutAccount(server.db, seller.userId);
      await earn(server, seller, 300_000);
      orders.push((await oweOnDelivery(server, seller, 150_000, { deliver: false })).order);
    }
    await Promise.all(
      sellers.map(async (seller, i) => {
        const [all, rest, again, delivered] = await Promise.all([
          seller.post('/api/cashouts', { amountKobo: 300_000 }),
          seller.post('/api/cashouts', { amountKobo: 150_000 }),
          seller.post('/api/cashouts', { amountKobo: 150_000 }),
          seller.post(`/api/vendor/orders/${orders[i]!.id}/status`, { to: 'delivered' }),
        ]);
        expect(delivered.status).toBe(200);
        // Refused whichever came first: kept back for the commission (409), or no longer there (400).
        expect([400, 409]).toContain(all.status);
        expect([rest.status, again.status].filter((s) => s === 201)).toHaveLength(1);
        const asked = (await (rest.status === 201 ? rest : again).json()) as { cashout: { id: string } };
        expect((await admin.post(`/api/admin/cashouts/${asked.cashout.id}/approve`)).status).toBe(200);
      }),
    );
    for (const seller of sellers) {
      const ledger = await readLedger(server.db, seller.userId);
      expect(ledger.balanceKobo).toBe(0);
      expect(ledger.entries.map((e) => e.reason).sort()).toEqual(['cashout', 'commission', 'order_delivered']);
    }
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });
});
