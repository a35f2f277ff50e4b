import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import {
  BALANCE_CREDIT_REASONS,
  BALANCE_DEBIT_REASONS,
  BALANCE_ENTRY_REASONS,
  MAX_HOLD_DAYS,
  PAYMENT_PROVIDERS,
  PLATFORM_COST_KINDS,
  PLATFORM_CREDIT_REVIEW_STATUSES,
} from '../../../shared/constants.ts';
import { createdAt, kobo, oneOf } from '../column-types.ts';
import { profiles } from './profiles.ts';
import { orders } from './orders.ts';
import { cashoutRequests, cashoutTransfers } from './cashouts.ts';
import { stores } from './catalog.ts';
import { payments } from './payments.ts';

/**
 * Vendor earnings ledger: profiles.available_balance_kobo is always the sum of a vendor's released
 * entries, and profiles.pending_balance_kobo the sum of those still held (decision 0020).
 */
export const balanceEntries = pgTable(
  'balance_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    vendorId: uuid('vendor_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    /** Signed: credits positive (orders, returned cashouts), commissions and cashouts negative. */
    amountKobo: kobo('amount_kobo').notNull(),
    reason: text('reason', { enum: BALANCE_ENTRY_REASONS }).notNull(),
    orderId: uuid('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    cashoutRequestId: uuid('cashout_request_id').references(() => cashoutRequests.id, { onDelete: 'restrict' }),
    /** Held for the payout hold after delivery: counted in the pending balance, not the available one. */
    pending: boolean('pending').notNull().default(false),
    /** When the entry became, or will become, available to cash out. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_entries_vendor_id_idx').on(t.vendorId),
    // The release job finds what is due without reading released entries.
    index('balance_entries_pending_available_at_idx')
      .on(t.availableAt)
      .where(sql`${t.pending}`),
    // Money moves once: one entry per source and reason — an order's sale and its commission, a
    // cashout's debit and its return if the transfer failed.
    uniqueIndex('balance_entries_one_per_order_reason').on(t.orderId, t.reason),
    uniqueIndex('balance_entries_one_per_cashout_reason').on(t.cashoutRequestId, t.reason),
    // Each reason moves money one way only, so a debt can come only from a debit (decision 0016).
    check(
      'balance_entries_sign',
      sql`(${t.reason} in (${oneOf(BALANCE_CREDIT_REASONS)}) and ${t.amountKobo} >= 0)
        or (${t.reason} in (${oneOf(BALANCE_DEBIT_REASONS)}) and ${t.amountKobo} <= 0)`,
    ),
    check(
      'balance_entries_has_one_source',
      sql`(${t.orderId} is not null)::int + (${t.cashoutRequestId} is not null)::int = 1`,
    ),
  ],
);

/** How long a delivered order's money is held before it can be cashed out: one platform row (id 1). */
export const payoutHoldSettings = pgTable(
  'payout_hold_settings',
  {
    id: integer('id').primaryKey().default(1),
    holdDays: integer('hold_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('payout_hold_settings_one_row', sql`${t.id} = 1`),
    check('payout_hold_settings_days', sql`${t.holdDays} between 0 and ${sql.raw(String(MAX_HOLD_DAYS))}`),
  ],
);

/** A store's own hold, in place of the platform's (a new or disputed seller held longer, say). */
export const storePayoutHolds = pgTable(
  'store_payout_holds',
  {
    storeId: uuid('store_id')
      .primaryKey()
      .references(() => stores.id, { onDelete: 'cascade' }),
    holdDays: integer('hold_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('store_payout_holds_days', sql`${t.holdDays} between 0 and ${sql.raw(String(MAX_HOLD_DAYS))}`)],
);

/**
 * A `platform_discount` credit that took a store over the admin's daily limit (decision 0026): held
 * (its entry stays pending, the release job skips it) until an admin releases or rejects it. One
 * row per entry; each decision is one conditional update `where status = 'held'`.
 */
export const platformCreditReviews = pgTable(
  'platform_credit_reviews',
  {
    entryId: uuid('entry_id')
      .primaryKey()
      .references(() => balanceEntries.id, { onDelete: 'restrict' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'restrict' }),
    status: text('status', { enum: PLATFORM_CREDIT_REVIEW_STATUSES }).notNull().default('held'),
    /** Why an admin rejected it (shown to the seller). */
    reason: text('reason'),
    decidedBy: uuid('decided_by').references(() => profiles.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('platform_credit_reviews_status', sql`${t.status} in (${oneOf(PLATFORM_CREDIT_REVIEW_STATUSES)})`),
    index('platform_credit_reviews_held_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'held'`),
  ],
);

/** The platform-funded credit a store may gain in a day before the rest waits for an admin: one row (id 1). */
export const platformCreditSettings = pgTable(
  'platform_credit_settings',
  {
    id: integer('id').primaryKey().default(1),
    dailyLimitKobo: kobo('daily_limit_kobo').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('platform_credit_settings_one_row', sql`${t.id} = 1`),
    check('platform_credit_settings_limit', sql`${t.dailyLimitKobo} >= 0`),
  ],
);

/**
 * What the marketplace pays to run, kept apart from the sellers' ledger (decision 0016: a seller's
 * balance is only their sales, commission and cashouts): each payout's transfer fee, once per
 * transfer, as the provider charged it; and the shortfall of a payment paid short that an admin
 * accepted, once per payment. Never taken from the seller. Each row names exactly what it was for.
 */
export const platformCosts = pgTable(
  'platform_costs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: PLATFORM_COST_KINDS }).notNull(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    cashoutTransferId: uuid('cashout_transfer_id').references(() => cashoutTransfers.id, { onDelete: 'restrict' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'restrict' }),
    amountKobo: kobo('amount_kobo').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('platform_costs_kind_check', sql`${t.kind} in (${oneOf(PLATFORM_COST_KINDS)})`),
    check('platform_costs_amount_not_negative', sql`${t.amountKobo} >= 0`),
    check('platform_costs_one_source', sql`num_nonnulls(${t.cashoutTransferId}, ${t.paymentId}) = 1`),
    uniqueIndex('platform_costs_one_per_transfer').on(t.kind, t.cashoutTransferId),
    uniqueIndex('platform_costs_one_per_payment').on(t.kind, t.paymentId),
  ],
);
