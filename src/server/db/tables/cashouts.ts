import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { CASHOUT_STATUSES } from '../../../shared/constants.ts';
import { createdAt, kobo } from '../column-types.ts';
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
    createdAt: createdAt(),
  },
  (t) => [
    check('cashout_amount_positive', sql`${t.amountKobo} > 0`),
    index('cashout_requests_vendor_id_idx').on(t.vendorId, t.createdAt),
    index('cashout_requests_status_idx').on(t.status),
  ],
);
