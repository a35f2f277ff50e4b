import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COMMISSION_SCOPES } from '../../../shared/constants.ts';
import { kobo, oneOf } from '../column-types.ts';
import { categories, stores } from './catalog.ts';

/**
 * What the marketplace keeps of each sale (docs/product.md#commission, decision 0017): one platform
 * row (the default, and whether delivery fees are commissioned), and overrides per category and per
 * store. Removing a category or a store removes its override.
 */
export const commissionRules = pgTable(
  'commission_rules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    scope: text('scope', { enum: COMMISSION_SCOPES }).notNull(),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    /** The percentage of each line, in basis points (10000 is 100 %). */
    percentBp: integer('percent_bp').notNull().default(0),
    /** A flat fee per order line. */
    flatKobo: kobo('flat_kobo').notNull().default(0),
    floorKobo: kobo('floor_kobo'),
    capKobo: kobo('cap_kobo'),
    /** Platform row only: whether a store order's delivery fee is commissioned too. */
    chargeDeliveryFees: boolean('charge_delivery_fees').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('commission_rules_scope_check', sql`${t.scope} in (${oneOf(COMMISSION_SCOPES)})`),
    check(
      'commission_rules_scope_target',
      sql`(${t.scope} = 'platform' and ${t.categoryId} is null and ${t.storeId} is null)
        or (${t.scope} = 'category' and ${t.categoryId} is not null and ${t.storeId} is null)
        or (${t.scope} = 'store' and ${t.storeId} is not null and ${t.categoryId} is null)`,
    ),
    check('commission_rules_percent_range', sql`${t.percentBp} between 0 and 10000`),
    check(
      'commission_rules_amounts_non_negative',
      sql`${t.flatKobo} >= 0 and coalesce(${t.floorKobo}, 0) >= 0 and coalesce(${t.capKobo}, 0) >= 0`,
    ),
    check(
      'commission_rules_floor_within_cap',
      sql`${t.floorKobo} is null or ${t.capKobo} is null or ${t.floorKobo} <= ${t.capKobo}`,
    ),
    check('commission_rules_delivery_on_platform', sql`${t.scope} = 'platform' or not ${t.chargeDeliveryFees}`),
    uniqueIndex('commission_rules_one_platform')
      .on(t.scope)
      .where(sql`${t.scope} = 'platform'`),
    uniqueIndex('commission_rules_one_per_category').on(t.categoryId),
    uniqueIndex('commission_rules_one_per_store').on(t.storeId),
  ],
);
