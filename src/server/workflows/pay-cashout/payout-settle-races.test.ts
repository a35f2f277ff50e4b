import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { startTestServer, type TestServer } from '../../test/harness.ts';
import { testEngine } from '../../test/test-database.ts';
import {
  approveCashout,
  ledgerMismatches,
  PAYOUT_ACCOUNT,
  readLedger,
  sellerWithBalance,
} from '../../test/earnings-helpers.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import type { RunningFake } from '../../test/providers/fake-http-server.ts';
import { cashoutRequests, cashoutTransfers, jobs } from '../../db/schema.ts';
import { paystackEnv } from '../../test/provider-env.ts';

/**
 * The admin's payout actions under concurrency (decision 0018): twenty clicks of "Send OTP",
 * "Not sent: return the money" or "Send again", from several admins at once, move money once.
 * PGlite runs one transaction at a time and would hide the races, so these run on PostgreSQL only.
 */
describe.runIf(testEngine === 'postgres')('payout actions under concurrency (PostgreSQL)', () => {
  let clock = new Date('2026-11-30T08:00:00Z');
  const paystack = createFakePaystack({ now: () => clock, transfersStartAs: 'otp' });
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

  /** A seller's whole balance approved as one cashout, its transfer waiting for the OTP at Paystack. */
  async function waitingForOtp(amountKobo: number) {
    const vendor = await sellerWithBalance(server, amountKobo, { paymentMethod: 'flutterwave' });
    const admins = await Promise.all(Array.from({ length: 4 }, () => server.signedIn('admin')));
    const { cashout } = await approveCashout(server, vendor, amountKobo, admins[0]);
    const [transfer] = await server.db
      .select()
      .from(cashoutTransfers)
      .where(eq(cashoutTransfers.cashoutRequestId, cashout.id));
    expect(transfer).toMatchObject({ status: 'sent', providerStatus: 'otp' });
    return { vendor, admins, cashout, transfer: transfer! };
  }

  async function abandoned(amountKobo: number) {
    const waiting = await waitingForOtp(amountKobo);
    clock = new Date(clock.getTime() + 31 * 60_000);
    await server.db
      .update(jobs)
      .set({ runAfter: sql`now() - interval '1 second'` })
      .where(and(eq(jobs.kind, 'check-cashout-transfer'), eq(jobs.status, 'pending')));
    await server.drainJobs();
    const [transfer] = await server.db
      .select()
      .from(cashoutTransfers)
      .where(eq(cashoutTransfers.cashoutRequestId, waiting.cashout.id));
    expect(transfer!.status).toBe('abandoned');
    return waiting;
  }

  it('20 concurrent "Send OTP" clicks: Paystack is asked to finalize once, the cashout is paid once', async () => {
    const { vendor, admins, cashout, transfer } = await waitingForOtp(400_000);
    const finalizes = () =>
      paystack.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/transfer/finalize_transfer' &&
          (r.body as { transfer_code?: string }).transfer_code === transfer.providerTransferId,
      ).length;
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admins[i % 4]!.post(`/api/admin/cashouts/${cashout.id}/transfer/otp`, { otp: paystack.transferOtp }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    expect(finalizes()).toBe(1);
    await server.drainJobs();
    const [row] = await server.db.select().from(cashoutRequests).where(eq(cashoutRequests.id, cashout.id));
    expect(row!.status).toBe('paid');
    expect((await readLedger(server.db, vendor.userId)).balanceKobo).toBe(0);
  });

  it('20 concurrent "Not sent: return the money" clicks on an abandoned payout credit the seller once', async () => {
    const { vendor, admins, cashout } = await abandoned(300_000);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        admins[i % 4]!.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
          action: 'returned',
          note: `click ${i}`,
        }),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    const ledger = await readLedger(server.db, vendor.userId);
    expect(
      ledger.entries
        .filter((e) => e.cashoutRequestId === cashout.id)
        .map((e) => e.reason)
        .sort(),
    ).toEqual(['cashout', 'cashout_returned']);
    expect(ledger.balanceKobo).toBe(300_000);
  });

  it('20 concurrent "Send again" and "Not sent" clicks mixed: one wins; the money is either sent once or returned once, never both', async () => {
    const { vendor, admins, cashout } = await abandoned(200_000);
    paystack.startTransfersAs('pending');
    try {
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          admins[i % 4]!.post(`/api/admin/cashouts/${cashout.id}/transfer/settle`, {
            action: i % 2 === 0 ? 'resend' : 'returned',
            note: `click ${i}`,
          }).then(async (r) => [i % 2 === 0 ? 'resend' : 'returned', r.status] as const),
        ),
      );
      expect(results.filter(([, s]) => s === 200)).toHaveLength(1);
      expect(results.filter(([, s]) => s === 409)).toHaveLength(19);
      await server.drainJobs();
      const [winner] = results.filter(([, s]) => s === 200).map(([action]) => action);
      const sentAgain = paystack.requests.filter(
        (r) =>
          r.method === 'POST' &&
          r.path === '/transfer' &&
          (r.body as { reference?: string }).reference === `cashout-${cashout.id}-2`,
      ).length;
      const returned = (await readLedger(server.db, vendor.userId)).entries.filter(
        (e) => e.cashoutRequestId === cashout.id && e.reason === 'cashout_returned',
      ).length;
      expect([sentAgain, returned]).toEqual(winner === 'resend' ? [1, 0] : [0, 1]);
    } finally {
      paystack.startTransfersAs('otp');
    }
  });
});
