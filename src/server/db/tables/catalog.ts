import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, kobo } from '../column-types.ts';
import { DELIVERY_DAYS_MAX } from '../../../shared/delivery-days.ts';
import { profiles } from './profiles.ts';
import type { ProductOption } from '../../../shared/variants.ts';

export const categories = pgTable(
  'categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    imageUrl: text('image_url'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index('categories_folded_name_trgm_idx').using('gin', sql`search_fold(${t.name}) gin_trgm_ops`)],
);

export const stores = pgTable(
  'stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    description: text('description'),
    logoUrl: text('logo_url'),
    bannerUrl: text('banner_url'),
    isActive: boolean('is_active').notNull().default(true),
    /** The owner lets customers pay at the door (docs/product.md#pay-on-delivery); off until they opt in. */
    payOnDelivery: boolean('pay_on_delivery').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('stores_owner_id_idx').on(t.ownerId),
    index('stores_folded_name_trgm_idx').using('gin', sql`search_fold(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * Partial indexes of active products only: shoppers never see the others. is_active is never
 * null, so the coalesce changes nothing but the plan: a page query that says it this way can use
 * these indexes, while products_active_created_idx (is_active, created_at) can no longer offer
 * its order to a category page and lose a small category in a scan of the whole table.
 */
const activeOnly = sql`coalesce(is_active, false)`;

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => categories.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: text('description'),
    priceKobo: kobo('price_kobo').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    /** Image URLs; the first is shown, a placeholder when empty. */
    images: jsonb('images').$type<string[]>().notNull().default([]),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    /**
     * How many reviews gave 1, 2, 3, 4 and 5 stars (docs/product.md#reviews): every card's average
     * and count, and the product page's breakdown, come from these, never from an aggregate of
     * reviews per read. Kept by the review workflows in the transaction that writes or removes the
     * review (catalog/tally-product-rating.ts).
     */
    ratings1: integer('ratings_1').notNull().default(0),
    ratings2: integer('ratings_2').notNull().default(0),
    ratings3: integer('ratings_3').notNull().default(0),
    ratings4: integer('ratings_4').notNull().default(0),
    ratings5: integer('ratings_5').notNull().default(0),
    /**
     * Up to 3 options, each a name and its values in order (docs/product.md#variants, decision 0025);
     * empty: a product without sizes or colours, sold from stock_quantity as ever. With options, every
     * combination is a row of product_variants, stock_quantity is the sum of their stock and the two
     * prices below their lowest and highest price, kept in the transactions that change the variants
     * or their stock, so cards, search and the in-stock filter read the product row alone.
     */
    options: jsonb('options').$type<ProductOption[]>().notNull().default([]),
    variantMinPriceKobo: kobo('variant_min_price_kobo'),
    variantMaxPriceKobo: kobo('variant_max_price_kobo'),
  },
  (t) => [
    check(
      'products_ratings_non_negative',
      sql`least(${t.ratings1}, ${t.ratings2}, ${t.ratings3}, ${t.ratings4}, ${t.ratings5}) >= 0`,
    ),
    check('products_price_non_negative', sql`${t.priceKobo} >= 0`),
    check('products_stock_non_negative', sql`${t.stockQuantity} >= 0`),
    index('products_store_id_idx').on(t.storeId, t.createdAt),
    index('products_category_id_idx').on(t.categoryId, t.createdAt),
    index('products_active_created_idx').on(t.isActive, t.createdAt),
    // Category and store pages, one index per sort, holding only active products: a page is an
    // index scan that stops after the page (keyset paging), never a sort of the whole category.
    // The store last: a category page's count (up to 1,000) reads this index alone (decision 0028).
    index('products_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst(), t.storeId)
      .where(activeOnly),
    index('products_category_price_asc_idx')
      .on(t.categoryId, t.priceKobo.asc(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_category_price_desc_idx')
      .on(t.categoryId, t.priceKobo.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_store_newest_idx')
      .on(t.storeId, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_store_price_asc_idx')
      .on(t.storeId, t.priceKobo.asc(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeOnly),
    index('products_store_price_desc_idx')
      .on(t.storeId, t.priceKobo.desc().nullsFirst(), t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(activeOnly),
    // Search matches names folded (search_fold, migration 0011): no case, accents or dot-below.
    index('products_folded_name_trgm_idx').using('gin', sql`search_fold(${t.name}) gin_trgm_ops`),
  ],
);

/**
 * One combination of a product's options (decision 0025): its own stock, and optionally its own price
 * (null: the product's) and picture (one of the product's images). `values` are in the order of the
 * product's options; `label` is how orders, e-mails and exports name it ("Size M · Black").
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    values: jsonb('values').$type<string[]>().notNull(),
    label: text('label').notNull(),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    priceKobo: kobo('price_kobo'),
    image: text('image'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    check('product_variants_stock_non_negative', sql`${t.stockQuantity} >= 0`),
    check('product_variants_price_non_negative', sql`${t.priceKobo} is null or ${t.priceKobo} >= 0`),
    uniqueIndex('product_variants_product_values_idx').on(t.productId, t.values),
  ],
);

/**
 * How many days a store takes to deliver (docs/product.md#delivery-estimates, decision 0024): one row
 * per state with days of its own, and state '*' for every other state. No rows: the owner has not
 * said, and the product page shows Oja's usual days, as Oja's. The owner replaces the whole set at once.
 */
export const storeDeliveryDays = pgTable(
  'store_delivery_days',
  {
    storeId: uuid('store_id')
      .notNull()
      .references(() => stores.id, { onDelete: 'cascade' }),
    /** One of the 36 states or the FCT, or '*' for the store's usual days. */
    state: text('state').notNull(),
    minDays: integer('min_days').notNull(),
    maxDays: integer('max_days').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.storeId, t.state] }),
    check(
      'store_delivery_days_range',
      sql`${t.minDays} >= 0 and ${t.minDays} <= ${t.maxDays} and ${t.maxDays} <= ${sql.raw(String(DELIVERY_DAYS_MAX))}`,
    ),
  ],
);
