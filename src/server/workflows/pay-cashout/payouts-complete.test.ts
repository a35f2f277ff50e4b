import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { decodeQuotedPrintable, errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import {
  approveCashout,
  ledgerMismatches,
  PAYOUT_ACCOUNT,
  readLedger,
  sellerWithBalance,
} from '../../test/earnings-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import type { RunningFake, SignedWebhook } from '../../test/providers/fake-http-server.ts';
import { cashoutRequests, cashoutTransfers, jobs, platformCosts } from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';
import { paystackEnv, flutterwaveEnv } from '../../test/provider-env.ts';

/**
 * Payouts that complete (decision 0018), against the providers' fakes written from their documents:
 * Paystack's transfer OTP (finalize, resend, abandoned after 30 minutes on the fake's clock), the
 * provider's balance and "Your balance is not enough", a create whose answer is lost or refused
 * for a reference the provider holds, and the transfer fee booked as the platform's cost.
 */
let clock = new Date('2026-11-30T08:00:00Z');
const paystack = createFakePaystack({ now: () => clock });
let fake: RunningFake;
let server: TestServer;

beforeAll(async () => {
  fake = await paystack.start();
  server = await startTestServer({
    env: paystackEnv(paystack, fake),
  });
  paystack.setAccount(PAYOUT_ACCOUNT.bankCode, PAYOUT_ACCOUNT.accountNumber, 'ADAEZE OKAFOR');
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
  await fake.close();
});

type Cashout = { id: string; status: string; failureReason: string | null; waitingOnMarketplace: boolean };
type Attention = {
  id: string;
  reason: string;
  providerMessage: string | null;
  shortfallKobo: number | null;
  reference: string;
};

/** A vendor with a balance, earned as the marketplace does (paid through the sandbox; Paystack pays out). */
async function vendorWith(on: TestServer, balanceKobo: number) {
  return sellerWithBalance(on, balanceKobo, { fullName: 'Adaeze Okafor', paymentMethod: 'flutterwave' });
}

async function approvedOn(on: TestServer, balanceKobo: number, amountKobo: number) {
  const vendor = await vendorWith(on, balanceKobo);
  return { vendor, ...(await approveCashout<Cashout>(on, vendor, amountKobo)) };
}
const approved = (balanceKobo: number, amountKobo: number) => approvedOn(server, balanceKobo, amountKobo);

const cashoutRow = async (on: TestServer, id: string) =>
  (await on.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, id)))[0]!;
const transferRow = async (on: TestServer, cashoutId: string) =>
  (await on.db.select().from(cashoutTransfers).where(eq(cashoutTransfers.cashoutRequestId, cashoutId)))[0]!;
const reference = (cashoutId: string) => `cashout-${cashoutId}`;
const posted = (path: string, ref?: string) =>
  paystack.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === path &&
      (ref === undefined || (r.body as { reference?: string } | undefined)?.reference === ref),
  );
const attentionOf = async (admin: Awaited<ReturnType<TestServer['signedIn']>>, cashoutId: string) =>
  ((await (await admin.get('/api/admin/cashouts/attention')).json()) as { payouts: Attention[] }).payouts.find(
    (p) => p.id === cashoutId,
  );
const ownCashout = async (vendor: Awaited<ReturnType<TestServer['signedIn']>>, cashoutId: string) =>
  ((await (await vendor.get('/api/cashouts')).json()) as { cashouts: Cashout[] }).cashouts.find(
    (c) => c.id === cashoutId,
  )!;
const mailsTo = async (on: TestServer, email: string) =>
  (await on.outbox()).map(decodeQuotedPrintable).filter((m) => m.includes(email));
const returnedEntries = async (on: TestServer, vendorId: string, cashoutId: string) =>
  (await readLedger(on.db, vendorId)).entries.filter(
    (e) => e.cashoutRequestId === cashoutId && e.reason === 'cashout_returned',
  );

async function deliver(on: TestServer, provider: 'paystack' | 'flutterwave', webhook: SignedWebhook) {
  const res = await on.agent().post(`/api/payments/webhooks/${provider}`, webhook.body, webhook.headers);
  expect(res.status).toBe(200);
  await on.drainJobs();
}

/** The jobs of a kind waiting for their time are due now. */
async function makeDue(on: TestServer, kind: string) {
  await on.db
    .update(jobs)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
  await on.drainJobs();
}

/** Runs `body` with Paystack's transfer OTP on, as an integration that has not turned it off. */
async function withOtp<T>(body: () => Promise<T>): Promise<T> {
  paystack.startTransfersAs('otp');
  try {
    return await body();
  } finally {
    paystack.startTransfersAs('pending');
  }
}

describe('Paystack with transfer OTP on', () => {
  it('the payout waits for the OTP on Needs attention and as "waiting for the marketplace" for the seller; the admin types it and the cashout is paid', async () => {
    const { vendor, admin, cashout } = await withOtp(() => approved(300_000, 200_000));
    const transfer = await transferRow(server, cashout.id);
    expect(transfer).toMatchObject({ status: 'sent', providerStatus: 'otp' });
    expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'otp' });
    expect(await ownCashout(vendor, cashout.id)).toMatchObject({ status: 'processing', waitingOnMarketplace: true });

    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/otp`, { otp: paystack.transferOtp });
    expect(res.status).toBe(200);
    await server.drainJobs();

    expect(posted('/transfer/finalize_transfer').at(-1)!.body).toEqual({
      transfer_code: transfer.providerTransferId,
      otp: paystack.transferOtp,
    });
    expect(await cashoutRow(server, cashout.id)).toMatchObject({ status: 'paid' });
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'success', providerStatus: 'success' });
    expect(await attentionOf(admin, cashout.id)).toBeUndefined();
    expect(await ownCashout(vendor, cashout.id)).toMatchObject({ status: 'paid', waitingOnMarketplace: false });
    expect((await mailsTo(server, vendor.email)).filter((m) => /has been paid/.test(m))).toHaveLength(1);
    expect(posted('/transfer', reference(cashout.id))).toHaveLength(1);
  });

  it('a wrong OTP is refused with Paystack’s words (422), the payout still waits for one, and the right one then pays it', async () => {
    const { admin, cashout } = await withOtp(() => approved(100_000, 100_000));
    const wrong = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/otp`, { otp: '000000' });
    expect(wrong.status).toBe(422);
    expect((await errorOf(wrong)).message).toBe(messages.cashouts.otpRefused('Invalid OTP'));
    expect(await transferRow(server, cashout.id)).toMatchObject({
      status: 'sent',
      providerStatus: 'otp',
      providerMessage: 'Invalid OTP',
    });
    expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'otp', providerMessage: 'Invalid OTP' });
    expect((await cashoutRow(server, cashout.id)).status).toBe('processing');

    const right = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/otp`, { otp: paystack.transferOtp });
    expect(right.status).toBe(200);
    expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
  });

  it('an OTP that is not digits is refused before Paystack is asked (400)', async () => {
    const { admin, cashout } = await withOtp(() => approved(100_000, 100_000));
    const before = posted('/transfer/finalize_transfer').length;
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/otp`, { otp: 'abc' });
    expect(res.status).toBe(400);
    expect((await errorOf(res)).fields).toEqual({ otp: 'Enter the OTP: the digits the payout provider sent' });
    expect(posted('/transfer/finalize_transfer')).toHaveLength(before);
  });

  it('Resend OTP asks Paystack to send it again, with the documented body', async () => {
    const { admin, cashout } = await withOtp(() => approved(100_000, 100_000));
    const before = paystack.otpsResent;
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/resend-otp`);
    expect(res.status).toBe(200);
    expect(paystack.otpsResent).toBe(before + 1);
    expect(posted('/transfer/resend_otp').at(-1)!.body).toEqual({
      transfer_code: (await transferRow(server, cashout.id)).providerTransferId,
      reason: 'transfer',
    });
  });

  it('no OTP within 30 minutes: Paystack abandons it, and it is NOT the seller’s failure: processing, no mail, the money still on its way, on Needs attention', async () => {
    const { vendor, admin, cashout } = await withOtp(() => approved(500_000, 500_000));
    clock = new Date(clock.getTime() + 31 * 60_000);
    await makeDue(server, 'check-cashout-transfer');

    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'abandoned', providerStatus: 'abandoned' });
    expect(await cashoutRow(server, cashout.id)).toMatchObject({ status: 'processing', failureReason: null });
    expect(await returnedEntries(server, vendor.userId, cashout.id)).toEqual([]);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
    expect((await mailsTo(server, vendor.email)).filter((m) => /could not be paid/.test(m))).toEqual([]);
    expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'abandoned' });
    expect(await ownCashout(vendor, cashout.id)).toMatchObject({ status: 'processing', waitingOnMarketplace: true });
  });

  it('an abandoned payout sent again goes under a new reference (cashout-<id>-2), once, and is paid', async () => {
    const { vendor, admin, cashout } = await withOtp(() => approved(400_000, 400_000));
    clock = new Date(clock.getTime() + 31 * 60_000);
    await makeDue(server, 'check-cashout-transfer');
    expect((await transferRow(server, cashout.id)).status).toBe('abandoned');

    const [first, second] = await Promise.all([
      admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, { action: 'resend', note: 'OTP missed' }),
      admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, { action: 'resend', note: 'OTP missed' }),
    ]);
    expect([first.status, second.status].sort()).toEqual([200, 409]);
    await server.drainJobs();

    const again = `${reference(cashout.id)}-2`;
    expect(await transferRow(server, cashout.id)).toMatchObject({
      reference: again,
      attempt: 2,
      status: 'sent',
      providerStatus: 'pending',
    });
    expect(posted('/transfer', again)).toHaveLength(1);
    expect(paystack.transfers.get(reference(cashout.id))?.status).toBe('abandoned');
    await deliver(server, 'paystack', paystack.settleTransfer(again, 'success'));
    expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
  });

  it('an abandoned payout given back ("not sent"): failed with the reason, the amount back in the balance once, off Needs attention', async () => {
    const { vendor, admin, cashout } = await withOtp(() => approved(300_000, 300_000));
    clock = new Date(clock.getTime() + 31 * 60_000);
    await makeDue(server, 'check-cashout-transfer');

    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
      action: 'returned',
      note: 'Seller asked to be paid later',
    });
    expect(res.status).toBe(200);
    const twice = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
      action: 'returned',
      note: 'again',
    });
    expect(twice.status).toBe(409);
    expect((await errorOf(twice)).message).toBe(messages.cashouts.notStuck);

    expect(await cashoutRow(server, cashout.id)).toMatchObject({
      status: 'failed',
      failureReason: messages.cashouts.notSentReturned,
      attentionNote: 'Seller asked to be paid later',
    });
    expect(await returnedEntries(server, vendor.userId, cashout.id)).toHaveLength(1);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(300_000);
    expect(await attentionOf(admin, cashout.id)).toBeUndefined();
  });

  it('vendors and customers cannot give an OTP, resend it or settle a payout (403), and nothing moves', async () => {
    const { vendor, cashout } = await withOtp(() => approved(100_000, 100_000));
    const customer = await server.signedIn('customer');
    for (const who of [vendor, customer]) {
      expect((await who.post(`/api/admin/cashouts/${cashout.id}/transfer/otp`, { otp: '123456' })).status).toBe(403);
      expect((await who.post(`/api/admin/cashouts/${cashout.id}/transfer/resend-otp`)).status).toBe(403);
      const settle = await who.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
        action: 'paid',
        note: 'mine',
      });
      expect(settle.status).toBe(403);
    }
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent', providerStatus: 'otp' });
    expect((await cashoutRow(server, cashout.id)).status).toBe('processing');
  });
});

describe('the Monday run, with OTP on and a balance that covers one payout', () => {
  it('no payout fails to its seller: the one the balance covers waits for its OTP, the other for funds; abandoned later, still not failed', async () => {
    const admin = await server.signedIn('admin');
    const first = await vendorWith(server, 320_000);
    const second = await vendorWith(server, 320_000);
    // The run pays sellers in its own order: the balance covers one ₦3,200 payout and its fee.
    paystack.setBalance(321_000);
    paystack.startTransfersAs('otp');
    try {
      expect(
        (await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: true, minimumKobo: 310_000 })).status,
      ).toBe(200);
      await server.db.execute(sql`update payout_schedule set last_run_at = null`);
      await makeDue(server, 'weekly-payouts');
      const runOf = async (vendorId: string) => {
        const [cashout] = await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.vendorId, vendorId));
        return { cashout: cashout!, transfer: await transferRow(server, cashout!.id) };
      };
      const runs = [await runOf(first.userId), await runOf(second.userId)];
      expect(runs.map((r) => r.cashout.status)).toEqual(['processing', 'processing']);
      expect(runs.map((r) => r.transfer.providerStatus).sort()).toEqual(['otp', 'waiting_funds']);

      clock = new Date(clock.getTime() + 31 * 60_000);
      await makeDue(server, 'check-cashout-transfer');
      const later = [await runOf(first.userId), await runOf(second.userId)];
      expect(later.map((r) => r.cashout.status)).toEqual(['processing', 'processing']);
      expect(later.map((r) => r.transfer.status).sort()).toEqual(['abandoned', 'waiting_funds']);
      for (const seller of [first, second]) {
        expect((await mailsTo(server, seller.email)).filter((m) => /could not be paid/.test(m))).toEqual([]);
      }
    } finally {
      paystack.startTransfersAs('pending');
      paystack.setBalance(100_000_000_000);
      await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: false, minimumKobo: 310_000 });
      await makeDue(server, 'send-waiting-payouts');
    }
  });
});

describe('the provider’s balance', () => {
  it('lower than a payout and its fee: waiting for funds with the shortfall on Needs attention, never failed; sent once after a top-up', async () => {
    paystack.setBalance(100_000);
    try {
      const { vendor, admin, cashout } = await approved(200_000, 200_000);
      // ₦2,000 and Paystack's ₦10 fee, against ₦1,000.
      expect(await transferRow(server, cashout.id)).toMatchObject({
        status: 'waiting_funds',
        shortfallKobo: 101_000,
      });
      expect(posted('/transfer', reference(cashout.id))).toEqual([]);
      expect(await cashoutRow(server, cashout.id)).toMatchObject({ status: 'processing', failureReason: null });
      expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'waiting_funds', shortfallKobo: 101_000 });
      expect((await mailsTo(server, vendor.email)).filter((m) => /could not be paid/.test(m))).toEqual([]);

      // Still short: nothing is sent, and the job looks again later.
      await makeDue(server, 'send-waiting-payouts');
      expect((await transferRow(server, cashout.id)).status).toBe('waiting_funds');

      paystack.setBalance(1_000_000);
      await makeDue(server, 'send-waiting-payouts');
      await makeDue(server, 'send-waiting-payouts');
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent', shortfallKobo: null });
      expect(posted('/transfer', reference(cashout.id))).toHaveLength(1);
      await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'success'));
      expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
    } finally {
      paystack.setBalance(100_000_000_000);
    }
  });

  it('oldest first: a top-up that covers only the older of two waiting payouts sends that one; the newer waits, told what it lacks', async () => {
    paystack.setBalance(0);
    try {
      const older = await approved(100_000, 100_000);
      const newer = await approved(50_000, 50_000);
      expect((await transferRow(server, newer.cashout.id)).status).toBe('waiting_funds');
      paystack.setBalance(120_000);
      await makeDue(server, 'send-waiting-payouts');
      expect((await transferRow(server, older.cashout.id)).status).toBe('sent');
      // ₦120,000 − (₦1,000 + ₦10) leaves ₦190 against ₦500 + ₦10.
      expect(await transferRow(server, newer.cashout.id)).toMatchObject({
        status: 'waiting_funds',
        shortfallKobo: 51_000 - 19_000,
      });
    } finally {
      paystack.setBalance(100_000_000_000);
      await makeDue(server, 'send-waiting-payouts');
    }
  });

  it('"Your balance is not enough to fulfill this request" on create (the balance moved after the check) waits for funds too, not failed', async () => {
    const { vendor, admin, cashout } = await approved(100_000, 100_000).then(async (first) => {
      // The balance read says enough; another payout from the dashboard spends it before the create.
      paystack.spendBeforeNextTransfer(100_000_000_000);
      const vendor = await vendorWith(server, 150_000);
      const res = await vendor.post('/api/cashouts', { amountKobo: 150_000 });
      const cashout = ((await res.json()) as { cashout: Cashout }).cashout;
      expect((await first.admin.post(`/api/admin/cashouts/${cashout.id}/approve`)).status).toBe(200);
      await server.drainJobs();
      return { vendor, admin: first.admin, cashout };
    });
    try {
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'waiting_funds', shortfallKobo: 151_000 });
      expect(await cashoutRow(server, cashout.id)).toMatchObject({ status: 'processing', failureReason: null });
      expect(await returnedEntries(server, vendor.userId, cashout.id)).toEqual([]);
      expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'waiting_funds' });
    } finally {
      paystack.setBalance(100_000_000_000);
      await makeDue(server, 'send-waiting-payouts');
    }
    expect((await transferRow(server, cashout.id)).status).toBe('sent');
    expect(posted('/transfer', reference(cashout.id))).toHaveLength(2);
    expect(paystack.transfers.get(reference(cashout.id))).toMatchObject({ amount: 150_000 });
  });
});

describe('a create whose answer was lost, or refused, is looked up before anything is decided', () => {
  it('a 4xx on create whose words match no duplicate pattern, for a reference Paystack holds: followed, never given back (no second payment)', async () => {
    // The first create reaches Paystack but its answer is lost; the retry's first look-up misses it.
    paystack.crashCallerAfterNextTransfer();
    const { vendor, cashout } = await approved(300_000, 300_000);
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sending', providerStatus: 'unconfirmed' });
    paystack.hideTransferFromVerify(reference(cashout.id), 1);

    await makeDue(server, 'send-cashout-transfer');

    // Paystack refused the second create ("Transfer reference has been used"); its look-up found the first.
    expect(posted('/transfer', reference(cashout.id))).toHaveLength(2);
    expect(paystack.transfers.size).toBeGreaterThan(0);
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent', providerStatus: 'pending' });
    expect(await cashoutRow(server, cashout.id)).toMatchObject({ status: 'processing', failureReason: null });
    expect(await returnedEntries(server, vendor.userId, cashout.id)).toEqual([]);
    await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'success'));
    expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
  });

  it('when the look-up cannot say (Paystack’s verify down), it stays unconfirmed on Needs attention and nothing is returned', async () => {
    paystack.crashCallerAfterNextTransfer();
    const { vendor, admin, cashout } = await approved(200_000, 200_000);
    paystack.down('verifyTransfer', 'unavailable');
    try {
      await makeDue(server, 'send-cashout-transfer');
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sending', providerStatus: 'unconfirmed' });
      expect(posted('/transfer', reference(cashout.id))).toHaveLength(1);
      expect(await returnedEntries(server, vendor.userId, cashout.id)).toEqual([]);
      expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'unconfirmed' });
      // The admin checked Paystack's dashboard and saw it paid.
      const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
        action: 'paid',
        note: 'Paid on the Paystack dashboard',
      });
      expect(res.status).toBe(200);
    } finally {
      paystack.up('verifyTransfer');
    }
    expect(await cashoutRow(server, cashout.id)).toMatchObject({
      status: 'paid',
      attentionNote: 'Paid on the Paystack dashboard',
    });
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'success', providerStatus: 'paid_by_admin' });
    expect(await attentionOf(admin, cashout.id)).toBeUndefined();
    // The retry still queued finds it settled and sends nothing.
    await makeDue(server, 'send-cashout-transfer');
    expect(posted('/transfer', reference(cashout.id))).toHaveLength(1);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
  });

  it('a payout settled by the admin cannot be settled again, and one on its way cannot be settled at all (409)', async () => {
    const { admin, cashout } = await approved(100_000, 100_000);
    const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
      action: 'returned',
      note: 'try',
    });
    expect(res.status).toBe(409);
    expect((await errorOf(res)).message).toBe(messages.cashouts.notStuck);
    expect((await cashoutRow(server, cashout.id)).status).toBe('processing');
  });
});

describe('transfer fees are the platform’s cost', () => {
  it('Paystack’s fee_charged is booked once, on the transfer and in the platform’s costs; the seller’s ledger does not carry it', async () => {
    const { vendor, admin, cashout } = await approved(800_000, 600_000);
    const webhook = paystack.settleTransfer(reference(cashout.id), 'success');
    await deliver(server, 'paystack', webhook);
    await deliver(server, 'paystack', webhook);

    const transfer = await transferRow(server, cashout.id);
    // ₦6,000 is above ₦5,000: Paystack's ₦25.
    expect(transfer.feeKobo).toBe(2_500);
    const costs = await server.db.select().from(platformCosts).where(eq(platformCosts.cashoutTransferId, transfer.id));
    expect(costs).toMatchObject([{ kind: 'transfer_fee', provider: 'paystack', amountKobo: 2_500 }]);
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(200_000);
    expect(
      ledger.entries.filter((e) => e.cashoutRequestId === cashout.id).map((e) => [e.reason, e.amountKobo]),
    ).toEqual([['cashout', -600_000]]);
    const overview = (await (await admin.get('/api/admin/overview')).json()) as { transferFeesKobo: number };
    expect(overview.transferFeesKobo).toBeGreaterThanOrEqual(2_500);
  });
});

describe('Flutterwave pays out', () => {
  const flutterwave = createFakeFlutterwave();
  let fw: RunningFake;
  let other: TestServer;
  beforeAll(async () => {
    fw = await flutterwave.start();
    other = await startTestServer({
      env: flutterwaveEnv(flutterwave, fw),
    });
  });
  afterAll(async () => {
    expect(await ledgerMismatches(other.db)).toEqual([]);
    await other.close();
    await fw.close();
  });

  async function approvedHere(amountKobo: number) {
    const vendor = await sellerWithBalance(other, amountKobo, { fullName: 'Adaeze Okafor' });
    return { vendor, ...(await approveCashout<Cashout>(other, vendor, amountKobo)) };
  }

  it('Flutterwave’s fee (naira, from the transfer) is booked as the platform’s cost when it is paid', async () => {
    const { cashout } = await approvedHere(250_000);
    const event = flutterwave.settleTransfer(reference(cashout.id), 'SUCCESSFUL');
    await deliver(other, 'flutterwave', flutterwave.signedWebhook(event));
    const transfer = await transferRow(other, cashout.id);
    expect(transfer.feeKobo).toBe(2_688);
    const costs = await other.db.select().from(platformCosts).where(eq(platformCosts.cashoutTransferId, transfer.id));
    expect(costs).toMatchObject([{ provider: 'flutterwave', amountKobo: 2_688 }]);
  });

  it('a wallet too low waits for funds (the fee counted), then goes once after a top-up', async () => {
    flutterwave.setBalance(1_000);
    try {
      const { cashout } = await approvedHere(100_000);
      // ₦1,000 + ₦26.875 against ₦1,000.
      expect(await transferRow(other, cashout.id)).toMatchObject({ status: 'waiting_funds', shortfallKobo: 2_688 });
      flutterwave.setBalance(1_000_000);
      await makeDue(other, 'send-waiting-payouts');
      expect((await transferRow(other, cashout.id)).status).toBe('sent');
      expect([...flutterwave.transfers.values()].filter((t) => t.reference === reference(cashout.id))).toHaveLength(1);
    } finally {
      flutterwave.setBalance(1_000_000_000);
    }
  });

  it('a look-up that cannot say (Flutterwave’s list down) keeps it unconfirmed; the admin, having checked, sends it again under a new reference', async () => {
    flutterwave.dropConnectionAfterNextTransfer();
    flutterwave.down('listTransfers', 'unavailable');
    try {
      const { vendor, admin, cashout } = await approvedHere(100_000);
      await makeDue(other, 'send-cashout-transfer');
      expect(await transferRow(other, cashout.id)).toMatchObject({ status: 'sending', providerStatus: 'unconfirmed' });
      expect(await returnedEntries(other, vendor.userId, cashout.id)).toEqual([]);
      expect(await attentionOf(admin, cashout.id)).toMatchObject({ reason: 'unconfirmed' });
      // Flutterwave's dashboard shows the transfer failed: the admin sends it again.
      flutterwave.settleTransfer(reference(cashout.id), 'FAILED');
      const res = await admin.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
        action: 'resend',
        note: 'Failed on the Flutterwave dashboard',
      });
      expect(res.status).toBe(200);
      flutterwave.up('listTransfers');
      await other.drainJobs();
      expect(await transferRow(other, cashout.id)).toMatchObject({
        reference: `${reference(cashout.id)}-2`,
        status: 'sent',
        providerStatus: 'NEW',
      });
    } finally {
      flutterwave.up('listTransfers');
    }
  });
});
