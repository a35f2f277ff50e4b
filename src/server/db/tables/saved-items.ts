import { boolean, index, pgTable, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { kobo } from '../column-types.ts';
import { profiles } from './profiles.ts';
import { products } from './catalog.ts';

/**
 * A shopper's saved items (docs/product.md#saved-items): one row per account and product, with the
 * price and whether it was in stock when saved, so the Saved page can say what changed since.
 */
export const savedItems = pgTable(
  'saved_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    savedPriceKobo: kobo('saved_price_kobo').notNull(),
    savedInStock: boolean('saved_in_stock').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The account's list and its ids are read through this index too.
    uniqueIndex('saved_items_one_per_user_product').on(t.userId, t.productId),
    // A deleted product takes its saved rows with it (the cascade looks them up here).
    index('saved_items_product_id_idx').on(t.productId),
  ],
);
