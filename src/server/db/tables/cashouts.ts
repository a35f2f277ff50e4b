import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CASHOUT_STATUSES, PAYMENT_PROVIDERS, TRANSFER_STATUSES } from '../../../shared/constants.ts';
import { createdAt, kobo, oneOf } from '../column-types.ts';
import { profiles } from './profiles.ts';

export const cashoutRequests = pgTable(
  'cashout_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo').notNull(),
    status: text('status', { enum: CASHOUT_STATUSES }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    /** Why the bank transfer failed, in words for the vendor and the admin (decision 0018). */
    failureReason: text('failure_reason'),
    /** When an admin saw a failed payout on "Needs attention" and closed it, with what they did. */
    attentionClosedAt: timestamp('attention_closed_at', { withTimezone: true }),
    attentionNote: text('attention_note'),
    createdAt: createdAt(),
    /** When the cashout last changed status (approved, paid, failed). */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cashout_amount_positive', sql`${t.amountKobo} > 0`),
    check('cashout_requests_status_check', sql`${t.status} in (${oneOf(CASHOUT_STATUSES)})`),
    index('cashout_requests_vendor_id_idx').on(t.vendorId, t.createdAt),
    index('cashout_requests_status_idx').on(t.status),
  ],
);

/**
 * The bank transfer that pays an approved cashout (decision 0018): one per cashout, written at
 * approval, before the provider is ever called, with the account it pays and a reference derived
 * from the cashout's id. The provider refuses a second transfer with the same reference, and a
 * retry asks the provider about that reference before sending again, so a naira is sent once.
 */
export const cashoutTransfers = pgTable(
  'cashout_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    cashoutRequestId: uuid('cashout_request_id')
      .notNull()
      .references(() => cashoutRequests.id, { onDelete: 'restrict' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /**
     * cashout-<cashout id> for the first attempt, cashout-<cashout id>-<attempt> after: lowercase
     * letters, digits and dashes, as Paystack asks of a transfer reference. A new attempt (after
     * Paystack abandoned one) needs a new reference; there is one live attempt at a time.
     */
    reference: text('reference').notNull().unique(),
    /** Which attempt at paying the cashout the reference names (1 first). */
    attempt: integer('attempt').notNull().default(1),
    amountKobo: kobo('amount_kobo').notNull(),
    bankCode: text('bank_code').notNull(),
    bankName: text('bank_name').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    /** The provider's recipient for the account (Paystack RCP_…); null until made, and for Flutterwave. */
    recipientCode: text('recipient_code'),
    status: text('status', { enum: TRANSFER_STATUSES }).notNull().default('recorded'),
    /** The provider's id for the transfer (Paystack transfer_code, Flutterwave id), once known. */
    providerTransferId: text('provider_transfer_id'),
    /** The provider's last word in its own terms (`pending`, `otp`, `success`, `reversed`, `FAILED`…). */
    providerStatus: text('provider_status'),
    /** The provider's own words when it last refused something (a wrong OTP, a refused create), for the admin. */
    providerMessage: text('provider_message'),
    /** The provider's fee for the transfer once it says (Paystack fee_charged, Flutterwave fee): the platform's cost. */
    feeKobo: kobo('fee_kobo'),
    /** While waiting for funds: how much more the provider's balance needs before this transfer can go. */
    shortfallKobo: kobo('shortfall_kobo'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('cashout_transfers_amount_positive', sql`${t.amountKobo} > 0`),
    check('cashout_transfers_attempt_positive', sql`${t.attempt} >= 1`),
    // The funds job reads the waiting ones oldest first.
    index('cashout_transfers_status_idx').on(t.status, t.createdAt),
    check('cashout_transfers_status_check', sql`${t.status} in (${oneOf(TRANSFER_STATUSES)})`),
    uniqueIndex('cashout_transfers_one_per_cashout').on(t.cashoutRequestId),
  ],
);

/**
 * A payout provider's recipient for a vendor's bank account (Paystack `nuban` recipient): made
 * once, reused by every later cashout to the same account. A changed account gets a new one.
 */
export const transferRecipients = pgTable(
  'transfer_recipients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    bankCode: text('bank_code').notNull(),
    accountNumber: text('account_number').notNull(),
    recipientCode: text('recipient_code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('transfer_recipients_one_per_account').on(t.vendorId, t.provider, t.bankCode, t.accountNumber)],
);

/**
 * Automatic weekly payouts (decision 0018), one row: when on, every Monday each seller whose
 * available balance reaches the minimum is paid all of it, through the same approval as an admin's.
 */
export const payoutSchedule = pgTable(
  'payout_schedule',
  {
    id: integer('id').primaryKey().default(1),
    enabled: boolean('enabled').notNull().default(false),
    /** The least available balance that is paid out automatically. */
    minimumKobo: kobo('minimum_kobo').notNull().default(500_000),
    /** When the last weekly run started: at most one run in six days. */
    lastRunAt: timestamp('last_run_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_schedule_one_row', sql`${t.id} = 1`),
    check('payout_schedule_minimum_positive', sql`${t.minimumKobo} >= 100`),
  ],
);
