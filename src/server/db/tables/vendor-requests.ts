import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_NAME_CHECKS, BANK_LISTS, REQUEST_STATUSES } from '../../../shared/constants.ts';
import { createdAt } from '../column-types.ts';
import { profiles } from './profiles.ts';

export const vendorUpgradeRequests = pgTable(
  'vendor_upgrade_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    status: text('status', { enum: REQUEST_STATUSES }).notNull().default('pending'),
    adminNotes: text('admin_notes'),
    phone: text('phone').notNull(),
    bvn: text('bvn').notNull(),
    accountNumber: text('account_number').notNull(),
    accountName: text('account_name').notNull(),
    bankName: text('bank_name').notNull(),
    bankCode: text('bank_code').notNull(),
    /** Whose bank list bankCode is from (decision 0032); null is the built-in table. */
    bankList: text('bank_list', { enum: BANK_LISTS }),
    /** The holder's name as the payout provider resolved the account (docs/product.md#bank-details); null when not checked. */
    resolvedAccountName: text('resolved_account_name'),
    accountNameCheck: text('account_name_check', { enum: ACCOUNT_NAME_CHECKS }).notNull().default('not_checked'),
    createdAt: createdAt(),
    /** When an admin approved or rejected it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    index('vendor_upgrade_requests_user_id_idx').on(t.userId, t.createdAt),
    // At most one pending request per user.
    uniqueIndex('vendor_upgrade_requests_one_pending')
      .on(t.userId)
      .where(sql`${t.status} = 'pending'`),
  ],
);
