import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sandboxRefunds, sandboxTransactions, sandboxTransfers } from '../../db/schema.ts';
import type { SandboxPayWay } from '../../../shared/schemas/checkout.ts';
import { NIGERIAN_BANKS } from '../../../shared/constants.ts';
import {
  type CardPaymentProvider,
  type PayoutProvider,
  type ProviderRefund,
  type TransferReport,
  type VerifyResult,
  WebhookSignatureError,
} from './payment-provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-oja-sandbox-signature';

export function signSandboxWebhook(rawBody: string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

function sameSignature(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const noteOf = (refundId: string) => `oja-refund:${refundId}`;

export type SandboxWebhook = { body: string; signature: string };
/** What the sandbox's "pay less" takes off, so an amount mismatch can be seen end to end. */
export const SANDBOX_UNDERPAY_KOBO = 10_000;

/** How the sandbox's payouts end (SANDBOX_PAYOUT_OUTCOME) and after how long (SANDBOX_PAYOUT_SECONDS). */
export type SandboxPayouts = { outcome: 'success' | 'failed'; seconds: number };
export const SANDBOX_PAYOUT_FAILURE = 'Sandbox: the receiving bank declined the transfer';
/** An account whose payouts the sandbox always fails, to see a failure beside successes (docs/product.md#cashout-status). */
export const SANDBOX_FAILING_ACCOUNT = '0000000000';
/**
 * An account whose payouts wait for an OTP, as Paystack's do with transfer OTP on, so the admin's
 * OTP step can be seen (docs/product.md#needs-attention). The sandbox's OTP is SANDBOX_TRANSFER_OTP.
 */
export const SANDBOX_OTP_ACCOUNT = '1111111111';
export const SANDBOX_TRANSFER_OTP = '123456';
/**
 * An account whose payouts wait for an OTP that never comes: after the sandbox's delay they read
 * `abandoned`, as Paystack's do 30 minutes on, so sending again or giving the money back can be seen.
 */
export const SANDBOX_ABANDONED_ACCOUNT = '2222222222';
export const SANDBOX_WRONG_OTP = 'Sandbox: that OTP is not right';
/** The sandbox's transfer fee: Paystack's published NGN tiers, so the books show one in test mode too. */
const sandboxTransferFee = (amountKobo: number) =>
  amountKobo <= 500_000 ? 1_000 : amountKobo <= 5_000_000 ? 2_500 : 5_000;

/** An account whose holder the sandbox names as someone else, so "Name does not match" can be seen in test mode. */
export const SANDBOX_OTHER_HOLDER_ACCOUNT = '3333333333';
export const SANDBOX_OTHER_HOLDER = 'CHIOMA GRACE EZE';
/**
 * The provider that stands in when no Paystack or Flutterwave keys are set (outside production,
 * or with PAYMENT_SANDBOX=true), so the whole flow works offline. It keeps its own book
 * (sandbox_transactions, sandbox_refunds) and signs its webhooks like Paystack does (HMAC-SHA512 of
 * the raw body), so settlement takes exactly the path a real payment takes: signed webhook, then
 * verify, then the same checks. Its refunds are processed at once; its payouts read `pending`, then
 * the outcome it was set up with, and it takes an account's holder to be the name typed for it.
 */
export function createSandboxProvider(options: {
  db: DbOrTx;
  secret: string;
  payouts?: SandboxPayouts;
}): CardPaymentProvider &
  PayoutProvider & {
    charge: (
      db: DbOrTx,
      payment: { reference: string; amountKobo: number },
      way?: SandboxPayWay,
    ) => Promise<{ transactionId: string; webhook: SandboxWebhook | null }>;
    arriveTransfer: (db: DbOrTx, reference: string) => Promise<SandboxWebhook | null>;
  } {
  const { db, secret } = options;
  const payouts = options.payouts ?? { outcome: 'success', seconds: 10 };
  const refundsOf = async (reference: string): Promise<ProviderRefund[]> => {
    const rows = await db.select().from(sandboxRefunds).where(eq(sandboxRefunds.reference, reference));
    return rows.map((r) => ({
      providerRefundId: r.id,
      amountKobo: r.amountKobo,
      status: 'processed',
      providerStatus: 'processed',
      note: r.note,
    }));
  };
  return {
    id: 'sandbox',
    async initialize() {
      return {};
    },
    async verify(reference): Promise<VerifyResult> {
      const [txn] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
      if (!txn) {
        // Nothing was charged: the shopper closed the popup, like Paystack's `abandoned`.
        return {
          status: 'failed',
          providerStatus: 'abandoned',
          reference,
          amountKobo: 0,
          feesKobo: 0,
          currency: 'NGN',
          transactionId: '',
        };
      }
      return {
        // A bank transfer not arrived yet reads `ongoing`, as Paystack's does.
        status: txn.status === 'success' ? 'success' : txn.status === 'ongoing' ? 'pending' : 'reversed',
        providerStatus: txn.status,
        reference: txn.reference,
        amountKobo: txn.amountKobo,
        feesKobo: 0,
        currency: txn.currency,
        transactionId: txn.id,
      };
    },
    parseWebhook(rawBody, headers) {
      if (!sameSignature(headers.get(SANDBOX_SIGNATURE_HEADER), signSandboxWebhook(rawBody, secret))) {
        throw new WebhookSignatureError();
      }
      try {
        const event = JSON.parse(rawBody) as { event?: string; data?: { reference?: unknown; id?: unknown } };
        if (event.event !== 'charge.success' || typeof event.data?.reference !== 'string') {
          return { ignored: String(event.event) };
        }
        return { kind: 'charge', reference: event.data.reference, transactionId: String(event.data.id ?? '') };
      } catch {
        return { ignored: 'malformed' };
      }
    },
    async refund(input) {
      const [txn] = await db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.reference, input.reference));
      if (!txn) throw new Error(`sandbox has no transaction ${input.reference} to refund`);
      const [row] = await db
        .insert(sandboxRefunds)
        .values({ reference: input.reference, amountKobo: input.amountKobo, note: noteOf(input.refundId) })
        .returning();
      const refunded = (await refundsOf(input.reference)).reduce((sum, r) => sum + r.amountKobo, 0);
      if (refunded >= txn.amountKobo) {
        await db
          .update(sandboxTransactions)
          .set({ status: 'reversed' })
          .where(eq(sandboxTransactions.reference, input.reference));
      }
      return {
        providerRefundId: row!.id,
        amountKobo: row!.amountKobo,
        status: 'processed',
        providerStatus: 'processed',
        note: row!.note,
      };
    },
    listRefunds: (payment) => refundsOf(payment.reference),
    async fetchRefund(providerRefundId, payment) {
      return (await refundsOf(payment.reference)).find((r) => r.providerRefundId === providerRefundId) ?? null;
    },
    // The sandbox pays every bank of the built-in table, with its codes.
    async listBanks() {
      return NIGERIAN_BANKS.map((bank) => ({ code: bank.code, name: bank.name }));
    },
    // With no bank to ask, the holder is whoever the seller says, in a bank's capitals: a made-up
    // name would flag every account "Name does not match" and teach admins to ignore the flag.
    async resolveAccount(account) {
      if (account.accountNumber === SANDBOX_OTHER_HOLDER_ACCOUNT)
        return { found: true, accountName: SANDBOX_OTHER_HOLDER };
      return { found: true, accountName: account.accountName.trim().replace(/\s+/g, ' ').toUpperCase() };
    },
    async createRecipient(account) {
      return `RCP_sandbox_${account.bankCode}_${account.accountNumber}`;
    },
    /**
     * Takes the transfer once per reference (a reused one is refused, as a provider does); it reads
     * pending until its time, then its outcome; one to SANDBOX_OTP_ACCOUNT reads `otp` until finalized.
     */
    async sendTransfer(input) {
      const abandons = input.accountNumber === SANDBOX_ABANDONED_ACCOUNT;
      const otp = input.accountNumber === SANDBOX_OTP_ACCOUNT || abandons;
      const [row] = await db
        .insert(sandboxTransfers)
        .values({
          reference: input.reference,
          amountKobo: input.amountKobo,
          recipientCode: input.recipientCode ?? '',
          outcome: abandons
            ? 'abandoned'
            : otp
              ? 'otp'
              : input.accountNumber === SANDBOX_FAILING_ACCOUNT
                ? 'failed'
                : payouts.outcome,
          settleAt: sql`now() + make_interval(secs => ${payouts.seconds})`,
        })
        .onConflictDoNothing({ target: sandboxTransfers.reference })
        .returning();
      if (!row) return { status: 'refused', reason: 'Sandbox: this reference was used before', balanceTooLow: false };
      return otp
        ? { status: 'pending', providerStatus: 'otp', providerTransferId: row.id, reason: null, feeKobo: null }
        : { status: 'pending', providerStatus: 'pending', providerTransferId: row.id, reason: null, feeKobo: null };
    },
    async verifyTransfer(reference): Promise<TransferReport | null> {
      const [row] = await db
        .select({
          id: sandboxTransfers.id,
          amountKobo: sandboxTransfers.amountKobo,
          outcome: sandboxTransfers.outcome,
          due: sql<boolean>`${sandboxTransfers.settleAt} <= now()`,
        })
        .from(sandboxTransfers)
        .where(eq(sandboxTransfers.reference, reference));
      if (!row) return null;
      const on = { providerTransferId: row.id, reason: null, feeKobo: null };
      if (row.outcome === 'otp') return { status: 'pending', providerStatus: 'otp', ...on };
      if (row.outcome === 'abandoned') {
        return row.due
          ? { status: 'abandoned', providerStatus: 'abandoned', ...on }
          : { status: 'pending', providerStatus: 'otp', ...on };
      }
      if (!row.due) return { status: 'pending', providerStatus: 'pending', ...on };
      return row.outcome === 'success'
        ? { ...on, status: 'success', providerStatus: 'success', feeKobo: sandboxTransferFee(row.amountKobo) }
        : { ...on, status: 'failed', providerStatus: 'failed', reason: SANDBOX_PAYOUT_FAILURE };
    },
    /** The sandbox can always pay: its balance is only pretend. */
    async readBalance() {
      return Number.MAX_SAFE_INTEGER;
    },
    async transferFee(amountKobo) {
      return sandboxTransferFee(amountKobo);
    },
    /** SANDBOX_TRANSFER_OTP releases a transfer waiting for one; it then settles after its delay. */
    async finalizeTransfer({ providerTransferId, otp }) {
      if (otp !== SANDBOX_TRANSFER_OTP) return { status: 'refused', reason: SANDBOX_WRONG_OTP, balanceTooLow: false };
      const [row] = await db
        .update(sandboxTransfers)
        .set({ outcome: payouts.outcome, settleAt: sql`now() + make_interval(secs => ${payouts.seconds})` })
        .where(and(eq(sandboxTransfers.id, providerTransferId), eq(sandboxTransfers.outcome, 'otp')))
        .returning();
      if (!row)
        return { status: 'refused', reason: 'Sandbox: this transfer is not waiting for an OTP', balanceTooLow: false };
      return { status: 'pending', providerStatus: 'pending', providerTransferId: row.id, reason: null, feeKobo: null };
    },
    async resendTransferOtp() {
      return { resent: true } as const;
    },
    /**
     * The shopper pressed Pay: the sandbox takes the money (once per reference) and signs the
     * webhook it will send. Written with the caller's transaction, so the charge and the queued
     * webhook exist together or not at all. A bank transfer is only on its way (`ongoing`, no
     * webhook yet: `arriveTransfer` sends it); `underpay` takes ₦100 less than asked.
     */
    async charge(tx, payment, way = 'card') {
      await tx
        .insert(sandboxTransactions)
        .values({
          id: randomUUID(),
          reference: payment.reference,
          amountKobo: way === 'underpay' ? Math.max(1, payment.amountKobo - SANDBOX_UNDERPAY_KOBO) : payment.amountKobo,
          status: way === 'transfer' ? 'ongoing' : 'success',
        })
        .onConflictDoNothing({ target: sandboxTransactions.reference });
      const [txn] = await tx
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.reference, payment.reference));
      return { transactionId: txn!.id, webhook: txn!.status === 'success' ? chargeSuccess(txn!) : null };
    },
    /** The bank transfer arrives: `ongoing` becomes `success` once, and its webhook is signed. */
    async arriveTransfer(tx, reference) {
      const [txn] = await tx
        .update(sandboxTransactions)
        .set({ status: 'success' })
        .where(and(eq(sandboxTransactions.reference, reference), eq(sandboxTransactions.status, 'ongoing')))
        .returning();
      return txn ? chargeSuccess(txn) : null;
    },
  };

  function chargeSuccess(txn: typeof sandboxTransactions.$inferSelect): SandboxWebhook {
    const body = JSON.stringify({
      event: 'charge.success',
      data: { id: txn.id, reference: txn.reference, amount: txn.amountKobo, currency: txn.currency, status: 'success' },
    });
    return { body, signature: signSandboxWebhook(body, secret) };
  }
}
