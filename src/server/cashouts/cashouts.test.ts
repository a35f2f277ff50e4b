import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { decodeQuotedPrintable, errorOf, startTestServer, type TestServer } from '../test/harness.ts';
import { earn, givePayoutAccount, ledgerMismatches, PAYOUT_ACCOUNT, readLedger } from '../test/earnings-helpers.ts';
import { cashoutRequests, profiles } from '../db/schema.ts';
import { messages } from '../../shared/messages.ts';

type Cashout = { id: string; amountKobo: number; status: string; adminNotes: string | null };

let server: TestServer;
beforeAll(async () => {
  // The sandbox pays each approved cashout at once (decision 0018), so a drain sees it paid.
  server = await startTestServer({ env: { SANDBOX_PAYOUT_SECONDS: '0' } });
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
});

const vendorWith = async (balanceKobo: number, { bankDetails = true } = {}) => {
  const vendor = await server.signedIn('vendor', { fullName: 'Adaeze Okafor' });
  if (bankDetails) await givePayoutAccount(server.db, vendor.userId);
  const order = balanceKobo > 0 ? await earn(server, vendor, balanceKobo) : null;
  return Object.assign(vendor, { order });
};
/** POST /api/cashouts: the amount in kobo, like every money field of the API. */
const ask = async (agent: Awaited<ReturnType<typeof vendorWith>>, amountKobo: unknown) =>
  agent.post('/api/cashouts', { amountKobo });
const created = async (res: Response) => {
  expect(res.status).toBe(201);
  return ((await res.json()) as { cashout: Cashout }).cashout;
};
const statusOf = async (id: string) =>
  (await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, id)))[0]!;

describe('who may see and move a balance', () => {
  it('vendor B cannot see or cash out vendor A’s balance', async () => {
    const a = await vendorWith(500_000);
    const b = await vendorWith(0);
    const pending = await created(await ask(a, 100_000));
    // B's earnings and history are B's own: empty, whatever A has.
    const earnings = (await (await b.get('/api/cashouts/earnings')).json()) as { balanceKobo: number; entries: [] };
    expect(earnings).toMatchObject({ balanceKobo: 0, heldKobo: 0, entries: [] });
    expect(((await (await b.get('/api/cashouts')).json()) as { cashouts: [] }).cashouts).toEqual([]);
    // B asking for A's money is B asking for B's: nothing there.
    const res = await ask(b, 100_000);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.cashouts.invalidAmount);
    // B cannot decide A's request, nor list requests.
    expect((await b.post(`/api/admin/cashouts/${pending.id}/approve`)).status).toBe(403);
    expect((await b.post(`/api/admin/cashouts/${pending.id}/reject`)).status).toBe(403);
    expect((await b.get('/api/admin/cashouts')).status).toBe(403);
    expect((await statusOf(pending.id)).status).toBe('pending');
    expect((await readLedger(server.db, a.userId)).balanceKobo).toBe(500_000);
  });

  it('a customer can neither request, read earnings nor approve; a guest is asked to sign in', async () => {
    const a = await vendorWith(200_000);
    const pending = await created(await ask(a, 50_000));
    const customer = await server.signedIn('customer');
    for (const res of [
      await customer.post('/api/cashouts', { amountKobo: 100 }),
      await customer.get('/api/cashouts'),
      await customer.get('/api/cashouts/earnings'),
      await customer.get('/api/admin/cashouts'),
      await customer.post(`/api/admin/cashouts/${pending.id}/approve`),
      await customer.post(`/api/admin/cashouts/${pending.id}/reject`),
    ]) {
      expect(res.status).toBe(403);
    }
    const guest = server.agent();
    expect((await guest.post('/api/cashouts', { amountKobo: 100 })).status).toBe(401);
    expect((await guest.post(`/api/admin/cashouts/${pending.id}/approve`)).status).toBe(401);
    expect((await statusOf(pending.id)).status).toBe('pending');
  });

  it('an admin may request a cashout of their own balance', async () => {
    const admin = await server.signedIn('admin');
    await givePayoutAccount(server.db, admin.userId);
    await earn(server, admin, 300_000);
    const cashout = await created(await admin.post('/api/cashouts', { amountKobo: 300_000 }));
    expect(cashout).toMatchObject({ amountKobo: 300_000, status: 'pending', adminNotes: null });
  });
});

describe('requesting a cashout', () => {
  it('takes kobo and holds the amount', async () => {
    const vendor = await vendorWith(1_000_000);
    const cashout = await created(await ask(vendor, 250_050));
    expect(cashout).toMatchObject({ amountKobo: 250_050, status: 'pending' });
    const earnings = await (await vendor.get('/api/cashouts/earnings')).json();
    expect(earnings).toMatchObject({ balanceKobo: 1_000_000, heldKobo: 250_050, availableKobo: 749_950 });
    // Held, not paid: the balance and ledger are unchanged until an admin approves.
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(1_000_000);
  });

  it.each([
    ['zero', 0],
    ['negative', -500],
    ['below the minimum of ₦1', 50],
    ['a fraction of a kobo', 100.5],
    ['text', '10000'],
    ['missing', undefined],
    ['not a number', null],
  ])('refuses an amount that is %s: "Invalid amount"', async (_, amountKobo) => {
    const vendor = await vendorWith(1_000_000);
    const res = await ask(vendor, amountKobo);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.cashouts.invalidAmount);
  });

  it('refuses the amount in naira (`amount`): the API takes kobo only, so nothing is held', async () => {
    const vendor = await vendorWith(1_000_000);
    const res = await vendor.post('/api/cashouts', { amount: 1000 });
    expect(res.status).toBe(400);
    expect(await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.vendorId, vendor.userId))).toEqual(
      [],
    );
  });

  it('refuses more than the balance, and more than the balance minus pending requests (decision 0016)', async () => {
    const vendor = await vendorWith(100_000);
    const over = await ask(vendor, 100_001);
    expect(over.status).toBe(400);
    expect((await errorOf(over)).message).toBe(messages.cashouts.invalidAmount);
    await created(await ask(vendor, 60_000));
    const second = await ask(vendor, 40_001);
    expect(second.status).toBe(400);
    expect((await errorOf(second)).message).toBe(messages.cashouts.invalidAmount);
    await created(await ask(vendor, 40_000));
    expect((await ask(vendor, 100)).status).toBe(400);
  });

  it('a vendor without bank details is refused with 409 and told to add them; nothing is held', async () => {
    // A vendor made through the role dropdown never gave bank details.
    const vendor = await vendorWith(500_000, { bankDetails: false });
    const res = await ask(vendor, 100_000);
    expect(res.status).toBe(409);
    expect(await errorOf(res)).toEqual({ code: 'conflict', message: messages.cashouts.bankDetailsMissing });
    expect(await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.vendorId, vendor.userId))).toEqual(
      [],
    );
    const earnings = await (await vendor.get('/api/cashouts/earnings')).json();
    expect(earnings).toMatchObject({ balanceKobo: 500_000, heldKobo: 0 });
  });

  it('a vendor whose bank details lack the account number is refused the same way', async () => {
    const vendor = await vendorWith(500_000);
    await server.db.update(profiles).set({ accountNumber: null }).where(eq(profiles.id, vendor.userId));
    const res = await ask(vendor, 100_000);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.cashouts.bankDetailsMissing);
  });

  it('a vendor with no balance gets "Invalid amount"', async () => {
    const vendor = await vendorWith(0);
    const res = await ask(vendor, 100);
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe(messages.cashouts.invalidAmount);
  });

  it('lists the caller’s history newest first, with each status', async () => {
    const vendor = await vendorWith(500_000);
    const admin = await server.signedIn('admin');
    const first = await created(await ask(vendor, 10_000));
    const second = await created(await ask(vendor, 20_000));
    const third = await created(await ask(vendor, 30_000));
    expect((await admin.post(`/api/admin/cashouts/${first.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/cashouts/${second.id}/reject`)).status).toBe(200);
    await server.drainJobs();
    const { cashouts } = (await (await vendor.get('/api/cashouts')).json()) as { cashouts: Cashout[] };
    expect(cashouts.map((c) => [c.id, c.status, c.adminNotes])).toEqual([
      [third.id, 'pending', null],
      [second.id, 'rejected', messages.cashouts.rejectedNotes],
      [first.id, 'paid', messages.cashouts.processedNotes],
    ]);
  });
});

describe('deciding a cashout', () => {
  it('approval debits the ledger once, with "Processed by admin", sends the transfer and mails the vendor', async () => {
    const vendor = await vendorWith(400_000);
    const admin = await server.signedIn('admin');
    const cashout = await created(await ask(vendor, 150_000));
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/approve`);
    expect(res.status).toBe(200);
    // Processing while its bank transfer is on its way (decision 0018); paid once the sandbox says so.
    expect(((await res.json()) as { cashout: Cashout }).cashout).toMatchObject({
      status: 'processing',
      adminNotes: messages.cashouts.processedNotes,
    });
    await server.drainJobs();
    expect((await statusOf(cashout.id)).status).toBe('paid');
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(250_000);
    expect(ledger.entries[0]).toMatchObject({ amountKobo: -150_000, reason: 'cashout', cashoutRequestId: cashout.id });
    // The earnings view names each entry's source.
    const earnings = (await (await vendor.get('/api/cashouts/earnings')).json()) as {
      heldKobo: number;
      entries: { reason: string; trackingNumber: string | null; cashoutRequestId: string | null }[];
    };
    expect(earnings.heldKobo).toBe(0);
    expect(earnings.entries).toMatchObject([
      { reason: 'cashout', cashoutRequestId: cashout.id, trackingNumber: null },
      { reason: 'order_delivered', trackingNumber: vendor.order!.trackingNumber },
    ]);
    const mails = (await server.outbox()).map(decodeQuotedPrintable);
    expect(mails.some((m) => m.includes(vendor.email) && /approved\s+and\s+processed/.test(m))).toBe(true);
    expect(mails.some((m) => m.includes(vendor.email) && /cashout\s+has\s+been\s+paid/.test(m))).toBe(true);
  });

  it('a second decision on a decided request is a 409 and changes nothing', async () => {
    const vendor = await vendorWith(400_000);
    const admin = await server.signedIn('admin');
    const approved = await created(await ask(vendor, 100_000));
    const rejected = await created(await ask(vendor, 100_000));
    expect((await admin.post(`/api/admin/cashouts/${approved.id}/approve`)).status).toBe(200);
    expect((await admin.post(`/api/admin/cashouts/${rejected.id}/reject`)).status).toBe(200);
    for (const path of [
      `/api/admin/cashouts/${approved.id}/approve`,
      `/api/admin/cashouts/${approved.id}/reject`,
      `/api/admin/cashouts/${rejected.id}/approve`,
      `/api/admin/cashouts/${rejected.id}/reject`,
    ]) {
      const res = await admin.post(path);
      expect(res.status).toBe(409);
    }
    await server.drainJobs();
    expect((await statusOf(approved.id)).status).toBe('paid');
    expect((await statusOf(rejected.id)).status).toBe('rejected');
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(300_000);
  });

  it('an unknown request is a 404, a malformed id a 400', async () => {
    const admin = await server.signedIn('admin');
    expect((await admin.post('/api/admin/cashouts/00000000-0000-4000-8000-000000000000/approve')).status).toBe(404);
    expect((await admin.post('/api/admin/cashouts/not-a-uuid/reject')).status).toBe(400);
  });

  it('rejection frees the held amount, keeps the balance and mails the vendor', async () => {
    const vendor = await vendorWith(100_000);
    const admin = await server.signedIn('admin');
    const cashout = await created(await ask(vendor, 100_000));
    expect((await ask(vendor, 100)).status).toBe(400);
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/reject`);
    expect(res.status).toBe(200);
    expect(await statusOf(cashout.id)).toMatchObject({
      status: 'rejected',
      adminNotes: messages.cashouts.rejectedNotes,
    });
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(100_000);
    await created(await ask(vendor, 100_000));
    const mails = (await server.outbox()).map(decodeQuotedPrintable);
    expect(mails.some((m) => m.includes(vendor.email) && /was\s+rejected/.test(m))).toBe(true);
  });

  it('"Insufficient balance" when the balance is below the amount: nothing changes, the request stays pending', async () => {
    const vendor = await vendorWith(100_000);
    const admin = await server.signedIn('admin');
    // Only a path outside the API could leave a request above the balance; write one directly.
    const [tooBig] = await server.db
      .insert(cashoutRequests)
      .values({ vendorId: vendor.userId, amountKobo: 100_001 })
      .returning();
    const res = await admin.post(`/api/admin/cashouts/${tooBig!.id}/approve`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.cashouts.insufficientBalance);
    expect(await statusOf(tooBig!.id)).toMatchObject({ status: 'pending', adminNotes: null });
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(100_000);
    expect(ledger.entries).toHaveLength(1);
    // It can still be rejected.
    expect((await admin.post(`/api/admin/cashouts/${tooBig!.id}/reject`)).status).toBe(200);
  });

  it('approval is refused (409) while the vendor has no bank details to pay into; the request stays pending', async () => {
    const vendor = await vendorWith(400_000);
    const admin = await server.signedIn('admin');
    const cashout = await created(await ask(vendor, 100_000));
    // A request made before bank details were required, or whose details were since removed.
    await server.db
      .update(profiles)
      .set({ bankName: null, bankCode: null, accountNumber: null, accountName: null })
      .where(eq(profiles.id, vendor.userId));
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/approve`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.cashouts.noBankDetailsToPay);
    expect(await statusOf(cashout.id)).toMatchObject({ status: 'pending', adminNotes: null });
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(400_000);
    expect((await admin.post(`/api/admin/cashouts/${cashout.id}/reject`)).status).toBe(200);
  });

  it('the admin list shows where to pay each request: bank name and code, account number and holder', async () => {
    const vendor = await vendorWith(300_000);
    const admin = await server.signedIn('admin');
    const cashout = await created(await ask(vendor, 100_000));
    const list = (await (await admin.get('/api/admin/cashouts')).json()) as { requests: { id: string }[] };
    expect(list.requests.find((r) => r.id === cashout.id)).toMatchObject({
      bankName: PAYOUT_ACCOUNT.bankName,
      bankCode: PAYOUT_ACCOUNT.bankCode,
      accountNumber: PAYOUT_ACCOUNT.accountNumber,
      accountName: PAYOUT_ACCOUNT.accountName,
    });
  });

  it('the admin list shows the pending count, vendor name and e-mail, amount and current balance, newest first', async () => {
    const vendor = await vendorWith(700_000);
    const admin = await server.signedIn('admin');
    const older = await created(await ask(vendor, 100_000));
    const newer = await created(await ask(vendor, 200_000));
    const res = await admin.get('/api/admin/cashouts');
    expect(res.status).toBe(200);
    const list = (await res.json()) as {
      pendingCount: number;
      requests: { id: string; vendorName: string; vendorEmail: string; amountKobo: number; balanceKobo: number }[];
    };
    const pendingInDb = await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.status, 'pending'));
    expect(list.pendingCount).toBe(pendingInDb.length);
    const mine = list.requests.filter((r) => r.vendorEmail === vendor.email);
    expect(mine.map((r) => r.id)).toEqual([newer.id, older.id]);
    expect(mine[0]).toMatchObject({ vendorName: 'Adaeze Okafor', amountKobo: 200_000, balanceKobo: 700_000 });
    const pendingOnly = (await (await admin.get('/api/admin/cashouts?status=pending')).json()) as {
      requests: { status: string }[];
    };
    expect(pendingOnly.requests.every((r) => r.status === 'pending')).toBe(true);
    expect((await admin.get('/api/admin/cashouts?page=0')).status).toBe(400);
  });
});
