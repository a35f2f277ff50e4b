import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { BALANCE_ENTRY_REASONS } from '../../../shared/constants.ts';
import { createdAt, kobo } from '../column-types.ts';
import { profiles } from './profiles.ts';
import { orders } from './orders.ts';
import { cashoutRequests } from './cashouts.ts';

/** Vendor earnings ledger: profiles.available_balance_kobo is always the sum of a vendor's entries. */
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
    createdAt: createdAt(),
  },
  (t) => [
    index('balance_entries_vendor_id_idx').on(t.vendorId),
    // Money moves once: one entry per source and reason — an order's sale and its commission, a
    // cashout's debit and its return if the transfer failed.
    uniqueIndex('balance_entries_one_per_order_reason').on(t.orderId, t.reason),
    uniqueIndex('balance_entries_one_per_cashout_reason').on(t.cashoutRequestId, t.reason),
    check(
      'balance_entries_has_one_source',
      sql`(${t.orderId} is not null)::int + (${t.cashoutRequestId} is not null)::int = 1`,
    ),
  ],
);
