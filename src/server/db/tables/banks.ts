import { sql } from 'drizzle-orm';
import { check, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { oneOf } from '../column-types.ts';

/** The providers whose bank list is fetched and kept (the sandbox's is the built-in table). */
export const FETCHED_BANK_LISTS = ['paystack', 'flutterwave'] as const;

/**
 * Each payout provider's bank list as its bank endpoint last gave it whole (decision 0032): the
 * code is that provider's, a string (Paystack's OPay `999992`, Flutterwave's `305`).
 */
export const providerBanks = pgTable(
  'provider_banks',
  {
    provider: text('provider', { enum: FETCHED_BANK_LISTS }).notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.code] }),
    check('provider_banks_provider_check', sql`${t.provider} in (${oneOf(FETCHED_BANK_LISTS)})`),
  ],
);

/**
 * When each provider's list was last stored whole (refreshedAt) and last asked for (checkedAt: a
 * refresh run claims it, so two processes never fetch at once and a run that finds it taken stops).
 */
export const bankLists = pgTable(
  'bank_lists',
  {
    provider: text('provider', { enum: FETCHED_BANK_LISTS }).primaryKey(),
    refreshedAt: timestamp('refreshed_at', { withTimezone: true }),
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [check('bank_lists_provider_check', sql`${t.provider} in (${oneOf(FETCHED_BANK_LISTS)})`)],
);
