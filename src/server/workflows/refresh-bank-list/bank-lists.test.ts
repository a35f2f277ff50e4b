import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import { givePayoutAccount } from '../../test/earnings-helpers.ts';
import { validApplication } from '../../test/vendor-request-helpers.ts';
import { factories } from '../../test/factories.ts';
import { payInSandbox, placeCheckout } from '../../test/checkout-helpers.ts';
import { creditForOrder } from '../../ledger/credit-for-order.ts';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';
import {
  bankLists,
  cashoutRequests,
  cashoutTransfers,
  jobs,
  providerBanks,
  vendorUpgradeRequests,
} from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';
import {
  BANK_LIST_REFRESH_SECONDS,
  BANK_LIST_RETRY_SECONDS,
  refreshBankList,
  refreshBankListJob,
  startBankListRefresh,
} from './refresh-bank-list.ts';
import { flutterwaveEnv } from '../../test/provider-env.ts';

/**
 * Banks from the provider that pays cashouts (decision 0032), here Flutterwave's fake serving its
 * documented list: a seller picks a bank Flutterwave can pay, by Flutterwave's code; a code from
 * another list is refused; the list is kept and refreshed daily, and survives Flutterwave being down.
 */
const flutterwave = createFakeFlutterwave();
let fw: RunningFake;
let server: TestServer;

beforeAll(async () => {
  fw = await flutterwave.start();
  server = await startTestServer({
    env: flutterwaveEnv(flutterwave, fw),
  });
});
afterAll(async () => {
  await server.close();
  await fw.close();
});

type BankList = { list: string; banks: { code: string; name: string }[] };
const banksSeenBy = async (agent: Awaited<ReturnType<TestServer['signedIn']>>) =>
  (await (await agent.get('/api/banks')).json()) as BankList;
/** A refresh run may fetch again at once (the last run's claim is moved into the past). */
async function refreshNow() {
  await server.db.update(bankLists).set({ checkedAt: sql`now() - interval '1 day'` });
  await refreshBankList(server.deps);
}
const pendingRefreshes = () =>
  server.db
    .select({ runAfter: jobs.runAfter, now: sql<Date>`now()` })
    .from(jobs)
    .where(and(eq(jobs.kind, refreshBankListJob.kind), eq(jobs.status, 'pending')));
const secondsAhead = (job: { runAfter: Date; now: Date }) =>
  Math.round((new Date(job.runAfter).getTime() - new Date(job.now).getTime()) / 1000);

describe('before Flutterwave’s list was ever fetched', () => {
  it('a first start with Flutterwave down falls back to the built-in table and says so in the log', async () => {
    const warn = vi.spyOn(server.deps.logger, 'warn');
    flutterwave.down('banks');
    try {
      await refreshNow();
    } finally {
      flutterwave.up();
    }
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ provider: 'flutterwave' }),
      'no bank list from the payout provider yet: sellers choose from the built-in bank table until it can be fetched',
    );
    warn.mockRestore();
    const vendor = await server.signedIn('vendor');
    expect((await banksSeenBy(vendor)).list).toBe('builtin');
    expect(await pendingRefreshes()).toHaveLength(1);
    expect(secondsAhead((await pendingRefreshes())[0]!)).toBeGreaterThan(BANK_LIST_RETRY_SECONDS - 60);
    await server.db.delete(jobs).where(eq(jobs.kind, refreshBankListJob.kind));
  });

  it('start-up with no list kept queues the refresh at once', async () => {
    await startBankListRefresh(server.deps);
    const [job] = await pendingRefreshes();
    expect(secondsAhead(job!)).toBeLessThanOrEqual(0);
    await server.db.delete(jobs).where(eq(jobs.kind, refreshBankListJob.kind));
  });
});

describe('with Flutterwave’s list kept', () => {
  let gtbankSeller: Awaited<ReturnType<TestServer['signedIn']>>;
  let kudaSeller: Awaited<ReturnType<TestServer['signedIn']>>;
  beforeAll(async () => {
    // Sellers whose details were saved from the built-in (Paystack-coded) table before.
    gtbankSeller = await server.signedIn('vendor');
    await givePayoutAccount(server.db, gtbankSeller.userId);
    kudaSeller = await server.signedIn('vendor');
    await givePayoutAccount(server.db, kudaSeller.userId, { bankName: 'Kuda Microfinance Bank', bankCode: '50211' });
    await refreshNow();
  });

  it('the refresh keeps Flutterwave’s whole documented list and queues the next run a day later', async () => {
    const kept = await server.db.select().from(providerBanks).where(eq(providerBanks.provider, 'flutterwave'));
    expect(kept).toHaveLength(61);
    const [next] = await pendingRefreshes();
    expect(secondsAhead(next!)).toBeGreaterThan(BANK_LIST_REFRESH_SECONDS - 60);
    expect(secondsAhead(next!)).toBeLessThanOrEqual(BANK_LIST_REFRESH_SECONDS);
  });

  it('a Flutterwave-paid seller is offered Flutterwave’s OPay code (Paycom 305), not Paystack’s 999992', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.get('/api/banks');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, max-age=3600');
    const { list, banks } = (await res.json()) as BankList;
    expect(list).toBe('flutterwave');
    expect(banks).toContainEqual({ code: '305', name: 'Paycom' });
    expect(banks.find((bank) => bank.code === '999992')).toBeUndefined();
  });

  it('a customer applying to sell sees the same list; a signed-out visitor is refused (401)', async () => {
    const customer = await server.signedIn('customer');
    expect((await banksSeenBy(customer)).list).toBe('flutterwave');
    expect((await server.agent().get('/api/banks')).status).toBe(401);
  });

  it('a seller saves Flutterwave’s OPay code: the profile holds 305, its name on the list, and the list', async () => {
    const vendor = await server.signedIn('vendor');
    flutterwave.setAccount('305', '8031234567', 'ADAEZE OKAFOR');
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      bankCode: '305',
      accountNumber: '8031234567',
      accountName: 'Adaeze Okafor',
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(200);
    expect(await server.profileOf(vendor.userId)).toMatchObject({
      bankCode: '305',
      bankName: 'Paycom',
      bankList: 'flutterwave',
      resolvedAccountName: 'ADAEZE OKAFOR',
      accountNameCheck: 'resolved',
    });
  });

  it('a code not on Flutterwave’s list (Paystack’s OPay, 999992) is refused with 400 on the bank; nothing changes', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const before = await server.profileOf(vendor.userId);
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      bankCode: '999992',
      accountNumber: '8031234567',
      accountName: 'Adaeze Okafor',
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.bankDetails.bankNotOnList,
      fields: { bankCode: messages.bankDetails.bankNotOnList },
    });
    expect(await server.profileOf(vendor.userId)).toEqual(before);
  });

  it('an application naming a code not on the list is refused the same way, and none is stored', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.post('/api/vendor-requests', { ...validApplication, bankCode: '999992' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ bankCode: messages.bankDetails.bankNotOnList });
    const rows = await server.db
      .select()
      .from(vendorUpgradeRequests)
      .where(eq(vendorUpgradeRequests.userId, customer.userId));
    expect(rows).toEqual([]);
  });

  it('an application with Flutterwave’s code is stored with Flutterwave’s name and list', async () => {
    const customer = await server.signedIn('customer');
    const res = await customer.post('/api/vendor-requests', { ...validApplication, bankCode: '305' });
    expect(res.status).toBe(201);
    const [row] = await server.db
      .select()
      .from(vendorUpgradeRequests)
      .where(eq(vendorUpgradeRequests.userId, customer.userId));
    expect(row).toMatchObject({ bankCode: '305', bankName: 'Paycom', bankList: 'flutterwave' });
  });

  it('Flutterwave’s "could not be validated. Please try again" keeps the details as not checked', async () => {
    const vendor = await server.signedIn('vendor');
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      bankCode: '044',
      accountNumber: '1234567890',
      accountName: 'Adaeze Okafor',
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(200);
    expect(await server.profileOf(vendor.userId)).toMatchObject({
      bankCode: '044',
      accountNumber: '1234567890',
      resolvedAccountName: null,
      accountNameCheck: 'not_checked',
    });
  });

  it('an account Flutterwave says is invalid is refused on the account number; nothing changes', async () => {
    const vendor = await server.signedIn('vendor');
    await givePayoutAccount(server.db, vendor.userId);
    const before = await server.profileOf(vendor.userId);
    flutterwave.setInvalidAccount('044', '1111111111');
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      bankCode: '044',
      accountNumber: '1111111111',
      accountName: 'Adaeze Okafor',
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.bankDetails.accountNotFound,
      fields: { accountNumber: messages.bankDetails.accountNotFound },
    });
    expect(await server.profileOf(vendor.userId)).toEqual(before);
  });

  it('a seller saved from the built-in table is moved to Flutterwave’s list by name (GTBank → "GTBank Plc")', async () => {
    expect(await server.profileOf(gtbankSeller.userId)).toMatchObject({
      bankCode: '058',
      bankName: 'GTBank Plc',
      bankList: 'flutterwave',
    });
  });

  it('a bank Flutterwave does not list (Kuda) is kept as it was, for the seller to choose again', async () => {
    expect(await server.profileOf(kudaSeller.userId)).toMatchObject({
      bankCode: '50211',
      bankName: 'Kuda Microfinance Bank',
      bankList: null,
    });
    const { profile } = (await (await kudaSeller.get('/api/profile')).json()) as { profile: { bankList: unknown } };
    expect(profile.bankList).toBeNull();
    expect((await banksSeenBy(kudaSeller)).list).toBe('flutterwave');
  });

  it('an admin cannot approve a cashout to a bank that must be chosen again (409); the request stays pending', async () => {
    const make = factories(server.db);
    const store = await make.store(kudaSeller.userId);
    const product = await make.product(store.id, { priceKobo: 100_000, stockQuantity: 5 });
    const customer = await server.signedIn('customer');
    const checkout = await placeCheckout(customer, [{ productId: product.id, quantity: 1 }]);
    await payInSandbox(customer, checkout.reference);
    await creditForOrder(server.db, {
      vendorId: kudaSeller.userId,
      storeId: store.id,
      orderId: checkout.orders[0]!.id,
      amountKobo: 100_000,
      fallbackHoldDays: 0,
    });
    const requested = await kudaSeller.post('/api/cashouts', { amountKobo: 50_000 });
    expect(requested.status).toBe(201);
    const { cashout } = (await requested.json()) as { cashout: { id: string } };
    const admin = await server.signedIn('admin');
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/approve`);
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.cashouts.bankNotOnPayoutList);
    const [row] = await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, cashout.id));
    expect(row!.status).toBe('pending');
    expect(
      await server.db.select().from(cashoutTransfers).where(eq(cashoutTransfers.cashoutRequestId, cashout.id)),
    ).toEqual([]);
    expect((await server.profileOf(kudaSeller.userId))!.availableBalanceKobo).toBe(100_000);
  });

  it('Flutterwave down at the next refresh: the last list is kept and asked again in an hour', async () => {
    await server.db.delete(jobs).where(eq(jobs.kind, refreshBankListJob.kind));
    flutterwave.down('banks');
    try {
      await refreshNow();
    } finally {
      flutterwave.up();
    }
    const vendor = await server.signedIn('vendor');
    const { list, banks } = await banksSeenBy(vendor);
    expect(list).toBe('flutterwave');
    expect(banks).toHaveLength(61);
    const [retry] = await pendingRefreshes();
    expect(secondsAhead(retry!)).toBeGreaterThan(BANK_LIST_RETRY_SECONDS - 60);
    expect(secondsAhead(retry!)).toBeLessThanOrEqual(BANK_LIST_RETRY_SECONDS);
  });

  it('a bank Flutterwave adds is offered after the next refresh, and the queued run is the only one', async () => {
    await server.db.delete(jobs).where(eq(jobs.kind, refreshBankListJob.kind));
    flutterwave.addBank('50515', 'Moniepoint MFB');
    await refreshNow();
    const vendor = await server.signedIn('vendor');
    expect((await banksSeenBy(vendor)).banks).toContainEqual({ code: '50515', name: 'Moniepoint MFB' });
    expect(await pendingRefreshes()).toHaveLength(1);
  });

  it('a second run while the list was just asked for changes nothing and queues nothing', async () => {
    await server.db.delete(jobs).where(eq(jobs.kind, refreshBankListJob.kind));
    const asked = flutterwave.requests.filter((r) => r.path === '/v3/banks/NG').length;
    await refreshBankList(server.deps);
    expect(flutterwave.requests.filter((r) => r.path === '/v3/banks/NG')).toHaveLength(asked);
    expect(await pendingRefreshes()).toEqual([]);
  });

  it('start-up moves a seller saved from another list since (Paystack’s OPay) to Flutterwave’s Paycom', async () => {
    const seller = await server.signedIn('vendor');
    await givePayoutAccount(server.db, seller.userId, { bankName: 'OPay', bankCode: '999992' });
    await startBankListRefresh(server.deps);
    expect(await server.profileOf(seller.userId)).toMatchObject({
      bankCode: '305',
      bankName: 'Paycom',
      bankList: 'flutterwave',
    });
    await server.db.delete(jobs).where(eq(jobs.kind, refreshBankListJob.kind));
  });

  it('start-up with a fresh list queues the refresh for when it turns a day old', async () => {
    await startBankListRefresh(server.deps);
    const [job] = await pendingRefreshes();
    expect(secondsAhead(job!)).toBeGreaterThan(BANK_LIST_REFRESH_SECONDS - 120);
    await startBankListRefresh(server.deps);
    expect(await pendingRefreshes()).toHaveLength(1);
  });
});
