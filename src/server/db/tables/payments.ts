import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  PAYMENT_ISSUE_KINDS,
  PAYMENT_ISSUE_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUSES,
  PROVIDER_OUTCOMES,
  REFUND_STATUSES,
} from '../../../shared/constants.ts';
import { createdAt, kobo, oneOf } from '../column-types.ts';
import { profiles } from './profiles.ts';
import { orders } from './orders.ts';

/** One payment per checkout; each order of that checkout points at it. */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** LXP-<timestamp>-<random> */
    reference: text('reference').notNull().unique(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('pending'),
    /** What the shopper chose; `provider` is who took it (the sandbox stands in for a card provider). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull().default('paystack'),
    currency: text('currency').notNull().default('NGN'),
    providerTransactionId: text('provider_transaction_id'),
    /** What the browser needs to resume the provider's popup (access code, hosted link, wa.me URL). */
    providerData: jsonb('provider_data').$type<Record<string, string>>().notNull().default({}),
    /** The client's Idempotency-Key: a retried checkout returns this payment instead of a new one. */
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the checkout request the key came with: the same key with another cart is refused. */
    requestHash: text('request_hash'),
    /**
     * The provider's last word on this payment, in its own terms (`ongoing`, `abandoned`, `success`),
     * and in ours: `pending` while a bank transfer is on its way keeps the checkout waiting.
     */
    providerStatus: text('provider_status'),
    providerOutcome: text('provider_outcome', { enum: PROVIDER_OUTCOMES }),
    /** Fees the provider reported (passed to the customer or not); kept, never compared. */
    feesKobo: kobo('fees_kobo').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payments_amount_non_negative', sql`${t.amountKobo} >= 0`),
    check('payments_status_check', sql`${t.status} in (${oneOf(PAYMENT_STATUSES)})`),
    index('payments_customer_id_idx').on(t.customerId),
    uniqueIndex('payments_customer_idempotency_key_idx').on(t.customerId, t.idempotencyKey),
  ],
);

/**
 * Money Oja asked a provider to give back (decision 0014): written before the provider is
 * called, so a crash and a retry look the refund up instead of sending it twice. A refund of one
 * order (its vendor cancelled it after payment) names the order; a refund of a whole checkout
 * (paid after its stock was gone) does not.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull().default('pending'),
    /** Set once the provider took the refund; null while Oja has not heard that it did. */
    providerRefundId: text('provider_refund_id'),
    providerStatus: text('provider_status'),
    /** The provider's own words when it refused the refund or a retry (shown on Needs attention). */
    providerMessage: text('provider_message'),
    /**
     * The send claim: set by the one conditional update that lets a caller ask the provider, so
     * however many clicks, jobs and sweeps reach the row, one POST goes out. A claim older than
     * the lease is a sender that died; the next one looks the refund up by its note first.
     */
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** How many times the row was claimed for sending: after the first, the provider may hold it. */
    sendAttempts: integer('send_attempts').notNull().default(0),
    /** The customer's account an admin gave for Paystack's retry of a needs-attention refund. */
    retryAccountNumber: text('retry_account_number'),
    retryBankCode: text('retry_bank_code'),
    /** The retry claim: recorded before Oja calls the provider's retry, taken once at a time. */
    retryClaimedAt: timestamp('retry_claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('refunds_amount_positive', sql`${t.amountKobo} > 0`),
    check('refunds_status_check', sql`${t.status} in (${oneOf(REFUND_STATUSES)})`),
    index('refunds_payment_id_idx').on(t.paymentId),
    // The sweep's look at refunds still waiting (decision 0014).
    index('refunds_waiting_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} in ('pending', 'needs_attention')`),
    // One live refund per order, and one per whole checkout: a second ask finds the first.
    uniqueIndex('refunds_one_live_per_order')
      .on(t.orderId)
      .where(sql`${t.orderId} is not null and ${t.status} <> 'failed'`),
    uniqueIndex('refunds_one_live_per_payment')
      .on(t.paymentId)
      .where(sql`${t.orderId} is null and ${t.status} <> 'failed'`),
  ],
);

/**
 * The admin's "Needs attention" list: a payment Oja could not settle by itself. Never only a log
 * line. One open issue per payment and kind, so a provider's retries do not pile up duplicates.
 */
export const paymentIssues = pgTable(
  'payment_issues',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    refundId: uuid('refund_id').references(() => refunds.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: PAYMENT_ISSUE_KINDS }).notNull(),
    status: text('status', { enum: PAYMENT_ISSUE_STATUSES }).notNull().default('open'),
    detail: text('detail').notNull(),
    reportedStatus: text('reported_status'),
    reportedAmountKobo: kobo('reported_amount_kobo'),
    reportedCurrency: text('reported_currency'),
    resolutionNote: text('resolution_note'),
    resolvedBy: uuid('resolved_by').references(() => profiles.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('payment_issues_kind_check', sql`${t.kind} in (${oneOf(PAYMENT_ISSUE_KINDS)})`),
    check('payment_issues_status_check', sql`${t.status} in (${oneOf(PAYMENT_ISSUE_STATUSES)})`),
    index('payment_issues_status_created_idx').on(t.status, t.createdAt),
    uniqueIndex('payment_issues_one_open')
      .on(t.paymentId, t.kind)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** The sandbox's book of refunds: what it gave back, and the note Oja sent with each. */
export const sandboxRefunds = pgTable('sandbox_refunds', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull(),
  amountKobo: kobo('amount_kobo').notNull(),
  note: text('note').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox provider's own book of what it charged: the stand-in for Paystack's records, so
 * verify and refund have something real to read when no provider keys are set.
 */
export const sandboxTransactions = pgTable('sandbox_transactions', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  amountKobo: kobo('amount_kobo').notNull(),
  currency: text('currency').notNull().default('NGN'),
  /** success, then reversed once refunded */
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/**
 * The sandbox's book of payouts: each transfer Oja sent it, and how it ends. It answers `pending`
 * until settleAt, then the outcome it was set up with (SANDBOX_PAYOUT_OUTCOME): success, or failed.
 */
export const sandboxTransfers = pgTable('sandbox_transfers', {
  id: uuid('id').primaryKey().defaultRandom(),
  reference: text('reference').notNull().unique(),
  amountKobo: kobo('amount_kobo').notNull(),
  recipientCode: text('recipient_code').notNull(),
  /** success or failed, from settleAt on. */
  outcome: text('outcome').notNull(),
  settleAt: timestamp('settle_at', { withTimezone: true }).notNull(),
  createdAt: createdAt(),
});
