import { sql } from 'drizzle-orm';
import { check, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { kobo } from '../column-types.ts';

/** Delivery fee per Nigerian state (admin-editable); state '*' is the default for any other. */
export const deliveryFees = pgTable(
  'delivery_fees',
  {
    state: text('state').primaryKey(),
    feeKobo: kobo('fee_kobo').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('delivery_fees_non_negative', sql`${t.feeKobo} >= 0`)],
);
