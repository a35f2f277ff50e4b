import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { earn, givePayoutAccount, ledgerMismatches, oweOnDelivery, readLedger } from '../../test/earnings-helpers.ts';
import { cashoutRequests, jobs } from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';
import { nextMondayMorning } from './run-weekly-payouts.ts';

/**
 * Automatic weekly payouts (docs/product.md#cashouts, decision 0018): off until an admin turns them
 * on; then each Monday every seller whose available balance reaches the minimum is paid all of it,
 * through the same approval as an admin's, once a week. The sandbox pays at once here.
 */
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ env: { SANDBOX_PAYOUT_SECONDS: '0' } });
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

const weeklyJobs = () =>
  server.db
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, 'weekly-payouts'), eq(jobs.status, 'pending')));
async function runWeeklyNow() {
  await server.db
    .update(jobs)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, 'weekly-payouts'), eq(jobs.status, 'pending')));
  await server.drainJobs();
}
const cashoutsOf = (vendorId: string) =>
  server.db.select().from(cashoutRequests).where(eq(cashoutRequests.vendorId, vendorId));

describe('automatic weekly payouts', () => {
  it('is off until an admin turns it on; turning it on schedules the first run for Monday morning', async () => {
    const admin = await server.signedIn('admin');
    const read = await admin.get('/api/admin/cashouts/schedule');
    expect(await read.json()).toEqual({ schedule: { enabled: false, minimumKobo: 500_000, lastRunAt: null } });
    const res = await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: true, minimumKobo: 200_000 });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ schedule: { enabled: true, minimumKobo: 200_000, lastRunAt: null } });
    const [job, ...more] = await weeklyJobs();
    expect(more).toEqual([]);
    const runs = job!.runAfter;
    expect(runs.getUTCDay()).toBe(1);
    expect([runs.getUTCHours(), runs.getUTCMinutes()]).toEqual([7, 0]);
    // Saving again while on schedules no second run.
    await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: true, minimumKobo: 200_000 });
    expect(await weeklyJobs()).toHaveLength(1);
  });

  it('a vendor or a customer cannot read or change it (403)', async () => {
    for (const role of ['vendor', 'customer'] as const) {
      const agent = await server.signedIn(role);
      expect((await agent.get('/api/admin/cashouts/schedule')).status).toBe(403);
      const put = await agent.request('PUT', '/api/admin/cashouts/schedule', { enabled: false, minimumKobo: 100 });
      expect(put.status).toBe(403);
    }
    const admin = await server.signedIn('admin');
    const bad = await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: true, minimumKobo: 50 });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(messages.cashouts.invalidAmount);
  });

  it('the run pays each seller at or above the minimum all of their available balance, once a week', async () => {
    const rich = await server.signedIn('vendor');
    await givePayoutAccount(server.db, rich.userId);
    await earn(server, rich, 300_000);
    // What a pending request holds is not paid again.
    expect((await rich.post('/api/cashouts', { amountKobo: 50_000 })).status).toBe(201);
    const poor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, poor.userId);
    await earn(server, poor, 100_000);
    const noBank = await server.signedIn('vendor');
    await earn(server, noBank, 400_000);

    await runWeeklyNow();

    const paid = (await cashoutsOf(rich.userId)).filter((c) => c.adminNotes === messages.cashouts.automaticNotes);
    expect(paid.map((c) => [c.amountKobo, c.status])).toEqual([[250_000, 'paid']]);
    expect((await readLedger(server.db, rich.userId)).balanceKobo).toBe(50_000);
    expect(await cashoutsOf(poor.userId)).toEqual([]);
    expect(await cashoutsOf(noBank.userId)).toEqual([]);
    // The next run is next Monday morning; a run due sooner (turned off and on again) pays nothing more.
    const [next] = await weeklyJobs();
    expect(next!.runAfter.toISOString()).toBe(nextMondayMorning(new Date()).toISOString());
    await earn(server, rich, 300_000);
    await runWeeklyNow();
    expect(await cashoutsOf(rich.userId)).toHaveLength(2);
  });

  it('a seller who owes commission on sales paid on delivery is paid nothing; once a sale covers it, only the rest', async () => {
    const admin = await server.signedIn('admin');
    // Off and on again: a run is scheduled.
    await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: false, minimumKobo: 200_000 });
    await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: true, minimumKobo: 200_000 });
    await server.db.execute(sql`update payout_schedule set last_run_at = null`);
    const seller = await server.signedIn('vendor');
    await givePayoutAccount(server.db, seller.userId);
    await earn(server, seller, 100_000);
    await oweOnDelivery(server, seller, 300_000);
    expect((await readLedger(server.db, seller.userId)).balanceKobo).toBe(-200_000);
    await runWeeklyNow();
    const ran = await (await admin.get('/api/admin/cashouts/schedule')).json();
    expect(ran.schedule.lastRunAt).not.toBeNull();
    expect(await cashoutsOf(seller.userId)).toEqual([]);

    await earn(server, seller, 500_000);
    await server.db.execute(sql`update payout_schedule set last_run_at = null`);
    await runWeeklyNow();
    const paid = await cashoutsOf(seller.userId);
    expect(paid.map((c) => [c.amountKobo, c.status, c.adminNotes])).toEqual([
      [300_000, 'paid', messages.cashouts.automaticNotes],
    ]);
    expect((await readLedger(server.db, seller.userId)).balanceKobo).toBe(0);
  });

  it('turned off, a run pays nothing and schedules nothing', async () => {
    const admin = await server.signedIn('admin');
    await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: false, minimumKobo: 200_000 });
    await server.db.execute(sql`update payout_schedule set last_run_at = null`);
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    await earn(server, vendor, 300_000);
    await runWeeklyNow();
    expect(await cashoutsOf(vendor.userId)).toEqual([]);
    expect(await weeklyJobs()).toEqual([]);
  });
});

describe('the first run', () => {
  it.each([
    ['a Wednesday', '2026-11-25T04:00:00Z', '2026-11-30T07:00:00Z'],
    ['a Monday before 08:00 in Lagos', '2026-11-30T06:00:00Z', '2026-11-30T07:00:00Z'],
    ['a Monday after 08:00 in Lagos', '2026-11-30T09:00:00Z', '2026-12-07T07:00:00Z'],
    ['a Sunday', '2026-11-29T23:30:00Z', '2026-11-30T07:00:00Z'],
  ])('turned on %s, runs next Monday 08:00 Lagos time', (_, now, expected) => {
    expect(nextMondayMorning(new Date(now)).toISOString()).toBe(new Date(expected).toISOString());
  });
});
