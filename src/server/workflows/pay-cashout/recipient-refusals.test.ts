import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { approveCashout, ledgerMismatches, sellerWithBalance } from '../../test/earnings-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';
import { cashoutRequests, cashoutTransfers, jobs } from '../../db/schema.ts';
import { sendCashoutTransferJob } from './pay-cashout.ts';
import { paystackEnv } from '../../test/provider-env.ts';

/**
 * A cashout whose Paystack recipient cannot be made (decision 0032): Paystack's "Could not resolve
 * account name. Check parameters or try again." (a bank's name enquiry down) is asked again later,
 * the money staying with the cashout; only a refusal naming the account invalid fails it and
 * gives the money back.
 */
const paystack = createFakePaystack();
let fake: RunningFake;
let server: TestServer;

beforeAll(async () => {
  fake = await paystack.start();
  server = await startTestServer({
    env: paystackEnv(paystack, fake),
  });
});
afterAll(async () => {
  expect(await ledgerMismatches(server.db)).toEqual([]);
  await server.close();
  await fake.close();
});

async function approvedCashout(accountNumber: string) {
  const vendor = await sellerWithBalance(server, 500_000, { accountNumber, paymentMethod: 'flutterwave' });
  const { cashout } = await approveCashout(server, vendor, 200_000);
  return { vendor, cashoutId: cashout.id };
}
const cashoutOf = async (id: string) =>
  (await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, id)))[0]!;
const transferOf = async (id: string) =>
  (await server.db.select().from(cashoutTransfers).where(eq(cashoutTransfers.cashoutRequestId, id)))[0]!;
const transfersSent = (reference: string) =>
  paystack.requests.filter(
    (r) => r.method === 'POST' && r.path === '/transfer' && (r.body as { reference?: string }).reference === reference,
  );

describe('a Paystack recipient refused for now', () => {
  it('a "try again" refusal leaves the cashout processing, the money debited and the send asked again later', async () => {
    paystack.setAccount('058', '0123456780', 'ADAEZE OKAFOR');
    paystack.failNameEnquiry();
    let cashoutId: string;
    let vendorId: string;
    try {
      const approved = await approvedCashout('0123456780');
      cashoutId = approved.cashoutId;
      vendorId = approved.vendor.userId;
    } finally {
      paystack.failNameEnquiry(false);
    }
    expect(await cashoutOf(cashoutId)).toMatchObject({ status: 'processing', failureReason: null });
    expect((await transferOf(cashoutId)).status).not.toBe('failed');
    expect(transfersSent(`cashout-${cashoutId}`)).toEqual([]);
    expect((await server.profileOf(vendorId))!.availableBalanceKobo).toBe(300_000);
    const waiting = await server.db
      .select({ id: jobs.id })
      .from(jobs)
      .where(and(eq(jobs.kind, sendCashoutTransferJob.kind), eq(jobs.status, 'pending')));
    expect(waiting).toHaveLength(1);

    // The bank answers again: the next send makes the recipient and sends the transfer once.
    await server.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.kind, sendCashoutTransferJob.kind), eq(jobs.status, 'pending')));
    await server.drainJobs();
    expect(transfersSent(`cashout-${cashoutId}`)).toHaveLength(1);
    expect(await cashoutOf(cashoutId)).toMatchObject({ status: 'processing' });
  });

  it('a refusal naming the account invalid fails the cashout at once and gives the money back', async () => {
    // The fake's bank knows no holder for this number: its recipient answer is "Account number is invalid".
    const { vendor, cashoutId } = await approvedCashout('0123456781');
    expect(await cashoutOf(cashoutId)).toMatchObject({ status: 'failed', failureReason: 'Account number is invalid' });
    expect(transfersSent(`cashout-${cashoutId}`)).toEqual([]);
    expect((await server.profileOf(vendor.userId))!.availableBalanceKobo).toBe(500_000);
  });
});
