import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { decodeQuotedPrintable, errorOf, startTestServer, type TestServer } from '../../test/harness.ts';
import {
  approveCashout,
  givePayoutAccount,
  ledgerMismatches,
  PAYOUT_ACCOUNT,
  readLedger,
  sellerWithBalance,
} from '../../test/earnings-helpers.ts';
import { validApplication } from '../../test/vendor-request-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import type { RunningFake, SignedWebhook } from '../../test/providers/fake-http-server.ts';
import { cashoutRequests, cashoutTransfers, jobs, transferRecipients } from '../../db/schema.ts';
import { messages } from '../../../shared/messages.ts';
import { paystackEnv, flutterwaveEnv } from '../../test/provider-env.ts';

/**
 * Cashouts paid by bank transfer (docs/product.md#cashouts, decision 0018), against Paystack's
 * fake (its transfers, recipients, account resolve and signed transfer.* events, written from
 * Paystack's documents), and Flutterwave's for the second provider.
 */
const paystack = createFakePaystack();
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

type Cashout = { id: string; status: string; failureReason: string | null; amountKobo: number };

/**
 * A vendor with a balance, earned as the marketplace does: a customer pays (here through the
 * sandbox, which stands in for Flutterwave: Paystack's fake is for the payout) and the order's
 * delivery credits the ledger.
 */
async function vendorWith(on: TestServer, balanceKobo: number) {
  return sellerWithBalance(on, balanceKobo, { fullName: 'Adaeze Okafor', paymentMethod: 'flutterwave' });
}

async function requested(vendor: Awaited<ReturnType<typeof vendorWith>>, amountKobo: number) {
  const res = await vendor.post('/api/cashouts', { amountKobo });
  expect(res.status).toBe(201);
  return ((await res.json()) as { cashout: Cashout }).cashout;
}

const cashoutRow = async (on: TestServer, id: string) =>
  (await on.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, id)))[0]!;
const transferRow = async (on: TestServer, cashoutId: string) =>
  (await on.db.select().from(cashoutTransfers).where(eq(cashoutTransfers.cashoutRequestId, cashoutId)))[0];
const reference = (cashoutId: string) => `cashout-${cashoutId}`;
const sentToPaystack = (ref: string) =>
  paystack.requests.filter(
    (r) => r.method === 'POST' && r.path === '/transfer' && (r.body as { reference?: string })?.reference === ref,
  );

async function deliver(on: TestServer, provider: 'paystack' | 'flutterwave', webhook: SignedWebhook) {
  const res = await on.agent().post(`/api/payments/webhooks/${provider}`, webhook.body, webhook.headers);
  expect(res.status).toBe(200);
  await on.drainJobs();
}

/** A job waiting for its retry (or its schedule) is due now. */
async function makeDue(on: TestServer, kind: string) {
  await on.db
    .update(jobs)
    .set({ runAfter: sql`now() - interval '1 second'` })
    .where(and(eq(jobs.kind, kind), eq(jobs.status, 'pending')));
  await on.drainJobs();
}

async function approved(vendorBalance: number, amountKobo: number) {
  const vendor = await vendorWith(server, vendorBalance);
  const admin = await server.signedIn('admin');
  const cashout = await requested(vendor, amountKobo);
  const res = await admin.post(`/api/admin/cashouts/${cashout.id}/approve`);
  expect(res.status).toBe(200);
  expect(((await res.json()) as { cashout: Cashout }).cashout.status).toBe('processing');
  await server.drainJobs();
  return { vendor, admin, cashout };
}

const mailsTo = async (on: TestServer, email: string) =>
  (await on.outbox()).map(decodeQuotedPrintable).filter((m) => m.includes(email));

describe('approving a cashout sends the money by bank transfer', () => {
  it('approve → processing → transfer.success → paid: one transfer of the amount, with the cashout’s reference', async () => {
    const { vendor, cashout } = await approved(500_000, 200_000);
    expect((await cashoutRow(server, cashout.id)).status).toBe('processing');
    expect(await transferRow(server, cashout.id)).toMatchObject({
      provider: 'paystack',
      reference: reference(cashout.id),
      amountKobo: 200_000,
      bankCode: PAYOUT_ACCOUNT.bankCode,
      accountNumber: PAYOUT_ACCOUNT.accountNumber,
      status: 'sent',
      providerStatus: 'pending',
    });
    const sent = paystack.transfers.get(reference(cashout.id))!;
    expect(sent).toMatchObject({ amount: 200_000, status: 'pending' });
    // The vendor's list says it is on its way.
    const before = (await (await vendor.get('/api/cashouts')).json()) as { cashouts: Cashout[] };
    expect(before.cashouts[0]).toMatchObject({ id: cashout.id, status: 'processing' });

    await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'success'));

    expect(await cashoutRow(server, cashout.id)).toMatchObject({ status: 'paid', failureReason: null });
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'success', providerStatus: 'success' });
    const after = (await (await vendor.get('/api/cashouts')).json()) as { cashouts: Cashout[] };
    expect(after.cashouts[0]).toMatchObject({ id: cashout.id, status: 'paid' });
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(300_000);
    expect(ledger.entries.filter((e) => e.cashoutRequestId === cashout.id).map((e) => e.reason)).toEqual(['cashout']);
    const mails = await mailsTo(server, vendor.email);
    expect(mails.filter((m) => /approved\s+and\s+processed/.test(m))).toHaveLength(1);
    expect(mails.filter((m) => /has been paid/.test(m))).toHaveLength(1);
  });

  it('a transfer.success webhook delivered three times changes nothing after the first', async () => {
    const { vendor, cashout } = await approved(300_000, 100_000);
    const webhook = paystack.settleTransfer(reference(cashout.id), 'success');
    await deliver(server, 'paystack', webhook);
    const once = { cashout: await cashoutRow(server, cashout.id), transfer: await transferRow(server, cashout.id) };
    for (let i = 0; i < 3; i++) await deliver(server, 'paystack', webhook);
    expect(await cashoutRow(server, cashout.id)).toEqual(once.cashout);
    expect(await transferRow(server, cashout.id)).toEqual(once.transfer);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(200_000);
    expect((await mailsTo(server, vendor.email)).filter((m) => /has been paid/.test(m))).toHaveLength(1);
    expect(sentToPaystack(reference(cashout.id))).toHaveLength(1);
  });

  it('a webhook with a forged signature is refused (401) and moves nothing', async () => {
    const { cashout } = await approved(300_000, 100_000);
    const { body } = paystack.settleTransfer(reference(cashout.id), 'success');
    const res = await server
      .agent()
      .post('/api/payments/webhooks/paystack', body, { 'x-paystack-signature': 'f'.repeat(128) });
    expect(res.status).toBe(401);
    await server.drainJobs();
    expect((await cashoutRow(server, cashout.id)).status).toBe('processing');
  });

  it('the vendor’s transfer recipient is made once per bank account and reused', async () => {
    const vendor = await vendorWith(server, 400_000);
    const admin = await server.signedIn('admin');
    const made = () => paystack.requests.filter((r) => r.method === 'POST' && r.path === '/transferrecipient').length;
    const before = made();
    const ids: string[] = [];
    for (const amount of [100_000, 50_000]) {
      const cashout = await requested(vendor, amount);
      ids.push(cashout.id);
      expect((await admin.post(`/api/admin/cashouts/${cashout.id}/approve`)).status).toBe(200);
      await server.drainJobs();
    }
    expect(made() - before).toBe(1);
    const [recipient, ...others] = await server.db
      .select()
      .from(transferRecipients)
      .where(eq(transferRecipients.vendorId, vendor.userId));
    expect(others).toEqual([]);
    for (const id of ids) {
      expect((await transferRow(server, id))?.recipientCode).toBe(recipient!.recipientCode);
      expect(paystack.transfers.get(reference(id))?.recipientCode).toBe(recipient!.recipientCode);
    }
  });
});

describe('a transfer that fails gives the money back, once', () => {
  it('transfer.failed: the cashout fails with the reason, the amount returns to the balance once, the admin is told', async () => {
    const { vendor, admin, cashout } = await approved(500_000, 150_000);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(350_000);
    const webhook = paystack.settleTransfer(reference(cashout.id), 'failed');
    for (let i = 0; i < 3; i++) await deliver(server, 'paystack', webhook);

    expect(await cashoutRow(server, cashout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Paystack says failed',
    });
    const ledger = await readLedger(server.db, vendor.userId);
    expect(ledger.balanceKobo).toBe(500_000);
    expect(
      ledger.entries.filter((e) => e.cashoutRequestId === cashout.id).map((e) => [e.reason, e.amountKobo]),
    ).toEqual([
      ['cashout_returned', 150_000],
      ['cashout', -150_000],
    ]);
    expect(await ledgerMismatches(server.db)).toEqual([]);
    // The vendor sees why, and may ask again for the whole balance.
    const own = (await (await vendor.get('/api/cashouts')).json()) as { cashouts: Cashout[] };
    expect(own.cashouts[0]).toMatchObject({ status: 'failed', failureReason: 'Paystack says failed' });
    expect((await vendor.post('/api/cashouts', { amountKobo: 500_000 })).status).toBe(201);
    expect((await mailsTo(server, vendor.email)).filter((m) => /could not be paid/.test(m))).toHaveLength(1);
    // Needs attention lists it until an admin closes it with a note.
    const attention = (await (await admin.get('/api/admin/cashouts/attention')).json()) as {
      payouts: { id: string; reason: string; failureReason: string }[];
    };
    expect(attention.payouts.find((p) => p.id === cashout.id)).toMatchObject({
      reason: 'failed',
      failureReason: 'Paystack says failed',
    });
    const empty = await admin.post(`/api/admin/cashouts/${cashout.id}/close-attention`, { note: ' ' });
    expect(empty.status).toBe(400);
    expect((await errorOf(empty)).fields).toEqual({ note: messages.paymentIssues.noteRequired });
    const closed = await admin.post(`/api/admin/cashouts/${cashout.id}/close-attention`, {
      note: 'Vendor’s account was closed; asked them to update bank details.',
    });
    expect(closed.status).toBe(200);
    const again = await admin.post(`/api/admin/cashouts/${cashout.id}/close-attention`, { note: 'again' });
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toBe(messages.cashouts.attentionNotFound);
    const later = (await (await admin.get('/api/admin/cashouts/attention')).json()) as { payouts: { id: string }[] };
    expect(later.payouts.map((p) => p.id)).not.toContain(cashout.id);
  });

  it('a failed payout’s debit and its return are labelled for what they are in the ledger CSV and the Earnings tab', async () => {
    const { vendor, cashout } = await approved(400_000, 120_000);
    await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'failed'));
    const [, ...rows] = (await (await vendor.get('/api/cashouts/earnings.csv')).text())
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    const entries = (await readLedger(server.db, vendor.userId)).entries.filter(
      (e) => e.cashoutRequestId === cashout.id,
    );
    expect(entries.map((e) => [e.reason, e.amountKobo])).toEqual([
      ['cashout_returned', 120_000],
      ['cashout', -120_000],
    ]);
    expect(rows.slice(0, 2).map((row) => row.split(',').slice(1).join(','))).toEqual([
      `${messages.cashouts.ledgerReturned},,,,1200.00`,
      `${messages.cashouts.ledgerFailed},,,,-1200.00`,
    ]);
    expect(messages.cashouts.ledgerFailed).not.toMatch(/paid/i);
    // The Earnings tab reads the cashout's status beside each entry, for the same labels.
    const earnings = (await (await vendor.get('/api/cashouts/earnings')).json()) as {
      entries: { reason: string; cashoutStatus: string | null }[];
    };
    expect(earnings.entries.slice(0, 2).map((e) => [e.reason, e.cashoutStatus])).toEqual([
      ['cashout_returned', 'failed'],
      ['cashout', 'failed'],
    ]);
  });

  it('transfer.reversed after transfer.success: paid becomes failed and the money comes back once', async () => {
    const { vendor, cashout } = await approved(200_000, 200_000);
    await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'success'));
    expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
    const reversed = paystack.settleTransfer(reference(cashout.id), 'reversed');
    await deliver(server, 'paystack', reversed);
    await deliver(server, 'paystack', reversed);
    expect(await cashoutRow(server, cashout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Paystack says reversed',
    });
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(200_000);
    // A late success (a webhook out of order) does not make it paid again.
    await deliver(
      server,
      'paystack',
      paystack.signedWebhook({ event: 'transfer.success', data: { reference: reference(cashout.id) } }),
    );
    expect((await cashoutRow(server, cashout.id)).status).toBe('failed');
    expect(await ledgerMismatches(server.db)).toEqual([]);
  });

  it('Paystack refusing the transfer (an invalid recipient) fails it with Paystack’s words; nothing was sent', async () => {
    const vendor = await vendorWith(server, 100_000);
    const admin = await server.signedIn('admin');
    const cashout = await requested(vendor, 100_000);
    // A recipient Paystack no longer knows, kept from before.
    await server.db.insert(transferRecipients).values({
      vendorId: vendor.userId,
      provider: 'paystack',
      bankCode: PAYOUT_ACCOUNT.bankCode,
      accountNumber: PAYOUT_ACCOUNT.accountNumber,
      recipientCode: 'RCP_deleted',
    });
    expect((await admin.post(`/api/admin/cashouts/${cashout.id}/approve`)).status).toBe(200);
    await server.drainJobs();
    expect(await cashoutRow(server, cashout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'Recipient specified is invalid',
    });
    expect(paystack.transfers.has(reference(cashout.id))).toBe(false);
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(100_000);
  });
});

describe('a transfer that needs a person', () => {
  it('Paystack’s otp keeps the cashout processing and shows it on Needs attention', async () => {
    paystack.startTransfersAs('otp');
    try {
      const { admin, cashout } = await approved(100_000, 100_000);
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent', providerStatus: 'otp' });
      expect((await cashoutRow(server, cashout.id)).status).toBe('processing');
      const attention = (await (await admin.get('/api/admin/cashouts/attention')).json()) as {
        payouts: { id: string; reason: string }[];
      };
      expect(attention.payouts.find((p) => p.id === cashout.id)).toMatchObject({ reason: 'otp' });
      const list = (await (await admin.get('/api/admin/cashouts')).json()) as {
        requests: { id: string; status: string; transfer: { providerStatus: string } | null }[];
      };
      expect(list.requests.find((r) => r.id === cashout.id)).toMatchObject({
        status: 'processing',
        transfer: { providerStatus: 'otp' },
      });
      // The OTP is given at Paystack; its success webhook settles it as any other.
      await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'success'));
      expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
    } finally {
      paystack.startTransfersAs('pending');
    }
  });
});

describe('a crash or an outage never sends twice', () => {
  it('a crash between recording and sending: the retry asks Paystack first and sends no second transfer', async () => {
    // Paystack takes the transfer, then the answer is lost (the worker died there).
    paystack.crashCallerAfterNextTransfer();
    const { vendor, cashout } = await approved(300_000, 300_000);
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sending' });
    expect(paystack.transfers.get(reference(cashout.id))).toMatchObject({ amount: 300_000 });
    await makeDue(server, 'send-cashout-transfer');
    expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent', providerStatus: 'pending' });
    expect(sentToPaystack(reference(cashout.id))).toHaveLength(1);
    expect(
      paystack.requests.some((r) => r.method === 'GET' && r.path === `/transfer/verify/${reference(cashout.id)}`),
    ).toBe(true);
    await deliver(server, 'paystack', paystack.settleTransfer(reference(cashout.id), 'success'));
    expect((await cashoutRow(server, cashout.id)).status).toBe('paid');
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
  });

  it('a send that never reached Paystack is sent on the retry, once', async () => {
    paystack.down('transfer', 'reset');
    try {
      const { cashout } = await approved(100_000, 100_000);
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sending' });
      expect(paystack.transfers.has(reference(cashout.id))).toBe(false);
      paystack.up('transfer');
      await makeDue(server, 'send-cashout-transfer');
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent' });
      expect(paystack.transfers.get(reference(cashout.id))).toMatchObject({ amount: 100_000 });
    } finally {
      paystack.up();
    }
  });

  it('Paystack down at approval: processing, the money held, "not sent yet" on Needs attention, sent when it is back', async () => {
    paystack.down('all');
    try {
      const { vendor, admin, cashout } = await approved(100_000, 100_000);
      expect((await cashoutRow(server, cashout.id)).status).toBe('processing');
      expect(await transferRow(server, cashout.id)).toMatchObject({
        status: 'recorded',
        providerStatus: 'unreachable',
      });
      const attention = (await (await admin.get('/api/admin/cashouts/attention')).json()) as {
        payouts: { id: string; reason: string }[];
      };
      expect(attention.payouts.find((p) => p.id === cashout.id)).toMatchObject({ reason: 'unreachable' });
      expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
      paystack.up();
      await makeDue(server, 'send-cashout-transfer');
      expect(await transferRow(server, cashout.id)).toMatchObject({ status: 'sent' });
    } finally {
      paystack.up();
    }
  });
});

describe('who may see payouts that need attention', () => {
  it('vendors and customers are refused (403), guests asked to sign in (401)', async () => {
    const { cashout } = await approved(100_000, 100_000);
    for (const role of ['vendor', 'customer'] as const) {
      const agent = await server.signedIn(role);
      expect((await agent.get('/api/admin/cashouts/attention')).status).toBe(403);
      expect((await agent.post(`/api/admin/cashouts/${cashout.id}/close-attention`, { note: 'x' })).status).toBe(403);
      expect((await agent.post(`/api/admin/cashouts/${cashout.id}/approve`)).status).toBe(403);
    }
    expect((await server.agent().get('/api/admin/cashouts/attention')).status).toBe(401);
  });
});

describe('the account holder’s name, checked at the bank', () => {
  type AdminRequest = {
    userId: string;
    accountName: string;
    resolvedAccountName: string | null;
    accountNameVerdict: string;
  };
  async function apply(accountName: string, accountNumber: string = PAYOUT_ACCOUNT.accountNumber) {
    const applicant = await server.signedIn('customer');
    const res = await applicant.post('/api/vendor-requests', { ...validApplication, accountNumber, accountName });
    return { applicant, res };
  }
  async function adminView(userId: string) {
    const admin = await server.signedIn('admin');
    const list = (await (await admin.get('/api/admin/vendor-requests?pageSize=50')).json()) as {
      requests: AdminRequest[];
    };
    return { admin, view: list.requests.find((r) => r.userId === userId)! };
  }

  it('an application shows the admin the bank’s name beside the typed one, and "mismatch" when they differ', async () => {
    const { applicant, res } = await apply('Ada Okafor');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { request: Record<string, unknown> }).request).not.toHaveProperty(
      'resolvedAccountName',
    );
    const { view } = await adminView(applicant.userId);
    expect(view).toMatchObject({
      accountName: 'Ada Okafor',
      resolvedAccountName: 'ADAEZE OKAFOR',
      accountNameVerdict: 'mismatch',
    });
  });

  it('the same words in another order and case match', async () => {
    const { applicant, res } = await apply('okafor, Adaeze');
    expect(res.status).toBe(201);
    expect((await adminView(applicant.userId)).view).toMatchObject({ accountNameVerdict: 'match' });
  });

  it('Paystack unreachable: the application is taken, "not checked" for the admin', async () => {
    paystack.down('resolve');
    try {
      const { applicant, res } = await apply('Adaeze Okafor');
      expect(res.status).toBe(201);
      expect((await adminView(applicant.userId)).view).toMatchObject({
        resolvedAccountName: null,
        accountNameVerdict: 'not_checked',
      });
    } finally {
      paystack.up();
    }
  });

  it('an account the bank says is invalid is refused on the account number; nothing is stored', async () => {
    paystack.setInvalidAccount(PAYOUT_ACCOUNT.bankCode, '0000000001');
    const { applicant, res } = await apply('Adaeze Okafor', '0000000001');
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({
      message: messages.bankDetails.accountNotFound,
      fields: { accountNumber: messages.bankDetails.accountNotFound },
    });
    expect((await (await applicant.get('/api/vendor-requests/mine')).json()) as unknown).toEqual({ request: null });
  });

  it('approval copies the check to the profile; the cashout list shows it beside the account', async () => {
    const { applicant } = await apply('Ada Okafor');
    const { admin } = await adminView(applicant.userId);
    const [row] = (
      (await (await admin.get('/api/admin/vendor-requests?pageSize=50')).json()) as {
        requests: (AdminRequest & { id: string })[];
      }
    ).requests.filter((r) => r.userId === applicant.userId);
    expect((await admin.post(`/api/admin/vendor-requests/${row!.id}/approve`)).status).toBe(200);
    expect(await server.profileOf(applicant.userId)).toMatchObject({
      accountName: 'Ada Okafor',
      resolvedAccountName: 'ADAEZE OKAFOR',
      accountNameCheck: 'resolved',
    });
  });

  it('changing bank details checks the new account', async () => {
    const vendor = await vendorWith(server, 100_000);
    paystack.setAccount('044', '9876543210', 'CHIDI NWOSU');
    const res = await vendor.request('PUT', '/api/profile/bank-details', {
      bankCode: '044',
      accountNumber: '9876543210',
      accountName: 'Adaeze Okafor',
      currentPassword: vendor.password,
    });
    expect(res.status).toBe(200);
    expect(await server.profileOf(vendor.userId)).toMatchObject({
      resolvedAccountName: 'CHIDI NWOSU',
      accountNameCheck: 'resolved',
    });
    const admin = await server.signedIn('admin');
    const cashout = await requested(vendor, 50_000);
    const list = (await (await admin.get('/api/admin/cashouts')).json()) as {
      requests: { id: string; resolvedAccountName: string; accountNameVerdict: string }[];
    };
    expect(list.requests.find((r) => r.id === cashout.id)).toMatchObject({
      resolvedAccountName: 'CHIDI NWOSU',
      accountNameVerdict: 'mismatch',
    });
  });
});

describe('Flutterwave as the payout provider', () => {
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
    const { cashout } = await approveCashout<Cashout>(other, vendor, amountKobo);
    return { vendor, cashout };
  }

  it('transfer.completed SUCCESSFUL makes the cashout paid; the transfer was asked in naira, without a recipient', async () => {
    const { cashout } = await approvedHere(250_000);
    expect(flutterwave.transfers.get(reference(cashout.id))).toMatchObject({
      amount: 2500,
      accountNumber: PAYOUT_ACCOUNT.accountNumber,
      bankCode: PAYOUT_ACCOUNT.bankCode,
      status: 'NEW',
    });
    expect(await transferRow(other, cashout.id)).toMatchObject({
      provider: 'flutterwave',
      status: 'sent',
      recipientCode: null,
    });
    const event = flutterwave.settleTransfer(reference(cashout.id), 'SUCCESSFUL');
    for (let i = 0; i < 2; i++) await deliver(other, 'flutterwave', flutterwave.signedWebhook(event));
    expect((await cashoutRow(other, cashout.id)).status).toBe('paid');
  });

  it('transfer.completed FAILED fails it with Flutterwave’s message and returns the money once', async () => {
    const { vendor, cashout } = await approvedHere(100_000);
    const event = flutterwave.settleTransfer(reference(cashout.id), 'FAILED', 'DISBURSE FAILED: Account not found');
    for (let i = 0; i < 3; i++) await deliver(other, 'flutterwave', flutterwave.signedWebhook(event));
    expect(await cashoutRow(other, cashout.id)).toMatchObject({
      status: 'failed',
      failureReason: 'DISBURSE FAILED: Account not found',
    });
    expect((await readLedger(other.db, vendor.userId)).balanceKobo).toBe(100_000);
  });

  it('a lost create answer: "unconfirmed" on Needs attention, then looked up by reference and followed; never sent again', async () => {
    flutterwave.dropConnectionAfterNextTransfer();
    const { cashout } = await approvedHere(100_000);
    expect(await transferRow(other, cashout.id)).toMatchObject({ status: 'sending', providerStatus: 'unconfirmed' });
    const admin = await other.signedIn('admin');
    const attention = (await (await admin.get('/api/admin/cashouts/attention')).json()) as {
      payouts: { id: string; reason: string }[];
    };
    expect(attention.payouts.find((p) => p.id === cashout.id)).toMatchObject({ reason: 'unconfirmed' });

    await makeDue(other, 'send-cashout-transfer');

    expect(await transferRow(other, cashout.id)).toMatchObject({ status: 'sent', providerStatus: 'NEW' });
    expect(
      flutterwave.requests.some(
        (r) => r.method === 'GET' && r.path === `/v3/transfers?reference=${reference(cashout.id)}`,
      ),
    ).toBe(true);
    const posted = flutterwave.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v3/transfers' &&
        (r.body as { reference?: string }).reference === reference(cashout.id),
    );
    expect(posted).toHaveLength(1);
    const event = flutterwave.settleTransfer(reference(cashout.id), 'SUCCESSFUL');
    await deliver(other, 'flutterwave', flutterwave.signedWebhook(event));
    expect((await cashoutRow(other, cashout.id)).status).toBe('paid');
  });
});

describe('without a payout provider', () => {
  it('approval is refused (409, "Payouts are not set up") and nothing moves', async () => {
    const bare = await startTestServer({ env: { PAYMENT_SANDBOX: 'false' } });
    try {
      const vendor = await bare.signedIn('vendor');
      await givePayoutAccount(bare.db, vendor.userId);
      const [cashout] = await bare.db
        .insert(cashoutRequests)
        .values({ vendorId: vendor.userId, amountKobo: 10_000 })
        .returning();
      const admin = await bare.signedIn('admin');
      const res = await admin.post(`/api/admin/cashouts/${cashout!.id}/approve`);
      expect(res.status).toBe(409);
      expect((await errorOf(res)).message).toBe(messages.cashouts.payoutsNotSetUp);
      expect((await cashoutRow(bare, cashout!.id)).status).toBe('pending');
    } finally {
      await bare.close();
    }
  });
});
