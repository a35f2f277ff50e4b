import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { COUPON_KINDS } from '../../../shared/constants.ts';
import { createdAt, kobo, oneOf } from '../column-types.ts';
import { profiles } from './profiles.ts';
import { stores } from './catalog.ts';
import { payments } from './payments.ts';

/**
 * Coupons (docs/product.md#coupons, decision 0026): a platform coupon (store_id null, made by an
 * admin) takes money off the whole cart at the platform's cost; a store's coupon (made by its
 * vendor) off that store's order at the vendor's. `uses` counts live redemptions: checkout raises it
 * in one conditional statement, an unpaid checkout's cancel or expiry lowers it again.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed by its maker; unique and looked up case-insensitively (lower(code)). */
    code: text('code').notNull(),
    storeId: uuid('store_id').references(() => stores.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: COUPON_KINDS }).notNull(),
    /** Percentage off in basis points (kind 'percent'). */
    percentBp: integer('percent_bp'),
    /** Naira off in kobo (kind 'fixed'). */
    amountKobo: kobo('amount_kobo'),
    minSpendKobo: kobo('min_spend_kobo').notNull().default(0),
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    maxUses: integer('max_uses'),
    maxUsesPerCustomer: integer('max_uses_per_customer'),
    uses: integer('uses').notNull().default(0),
    /**
     * A platform coupon's budget in naira (kobo): the discounts its live uses may add up to. A
     * platform coupon has this or max_uses (decision 0026); `spent_kobo` moves in the statement
     * that takes or gives back a use.
     */
    budgetKobo: kobo('budget_kobo'),
    spentKobo: kobo('spent_kobo').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdBy: uuid('created_by').references(() => profiles.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    index('coupons_store_id_idx').on(t.storeId),
    check('coupons_kind_check', sql`${t.kind} in (${oneOf(COUPON_KINDS)})`),
    check(
      'coupons_terms',
      sql`(${t.kind} = 'percent' and ${t.percentBp} between 1 and 10000 and ${t.amountKobo} is null)
        or (${t.kind} = 'fixed' and ${t.amountKobo} > 0 and ${t.percentBp} is null)`,
    ),
    check('coupons_min_spend_non_negative', sql`${t.minSpendKobo} >= 0`),
    check('coupons_window', sql`${t.startsAt} is null or ${t.endsAt} is null or ${t.startsAt} < ${t.endsAt}`),
    check('coupons_uses_within_limit', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
    check('coupons_limits_positive', sql`coalesce(${t.maxUses}, 1) > 0 and coalesce(${t.maxUsesPerCustomer}, 1) > 0`),
    check(
      'coupons_spent_within_budget',
      sql`${t.spentKobo} >= 0 and (${t.budgetKobo} is null or (${t.budgetKobo} > 0 and ${t.spentKobo} <= ${t.budgetKobo}))`,
    ),
    // Platform money always has a ceiling: total uses or a naira budget.
    check(
      'coupons_platform_budget',
      sql`${t.storeId} is not null or ${t.maxUses} is not null or ${t.budgetKobo} is not null`,
    ),
  ],
);

/**
 * One coupon used by one checkout: what the per-customer limit counts, and what an unpaid
 * checkout's cancel gives back (released_at set once, so the use returns once).
 */
export const couponRedemptions = pgTable(
  'coupon_redemptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    couponId: uuid('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    /** The discount this checkout took: what a cancel gives back to the coupon's budget, and a revival takes again. */
    discountKobo: kobo('discount_kobo').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('coupon_redemptions_coupon_customer_idx').on(t.couponId, t.customerId),
    uniqueIndex('coupon_redemptions_one_per_payment').on(t.paymentId),
  ],
);
