import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { kobo } from '../column-types.ts';

/**
 * The marketplace's pay-on-delivery settings (docs/product.md#pay-on-delivery): one row, at most.
 * The cap is the largest checkout total (delivery fees included) a customer may pay at the door;
 * without a row the default cap applies (DEFAULT_PAY_ON_DELIVERY_CAP_KOBO).
 */
export const payOnDeliverySettings = pgTable(
  'pay_on_delivery_settings',
  {
    /** Always true: the primary key allows one row. */
    id: boolean('id').primaryKey().default(true),
    capKobo: kobo('cap_kobo').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('pay_on_delivery_settings_one_row', sql`${t.id}`),
    check('pay_on_delivery_settings_cap_non_negative', sql`${t.capKobo} >= 0`),
  ],
);
