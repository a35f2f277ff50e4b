import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { categories, products, stores } from '../db/schema.ts';
import { HOME_CATEGORY_LIMIT, HOME_PRODUCT_LIMIT } from '../../shared/constants.ts';
import { publicCategoryColumns } from './columns.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';

/** Whether a category holds at least one product shoppers can see. */
const hasVisibleProducts = sql<boolean>`exists (
  select 1 from ${products} inner join ${stores} on ${stores.id} = ${products.storeId}
  where ${products.categoryId} = ${categories.id} and ${visibleProduct}
)`;

/**
 * The home page: up to 6 active categories and the 8 newest visible products.
 *
 * Categories with products come first, newest first within each group. An empty category is not
 * hidden: home shows up to 6 categories (docs/product.md#home), and a marketplace still being stocked (or a category
 * an admin has just made) should show its categories rather than "No categories yet". But an
 * empty one must never take the first tiles, where a shopper on a phone taps first and would
 * land on "No products in this category".
 *
 * Both queries are prepared: the home page is the most read page, and building its SQL was a
 * quarter of the server's time under load.
 */
export async function readHome(db: DbOrTx) {
  const [homeCategories, featured] = await Promise.all([
    prepared(db, 'home_categories', (db) =>
      db
        .select(publicCategoryColumns)
        .from(categories)
        .where(eq(categories.isActive, true))
        .orderBy(desc(hasVisibleProducts), desc(categories.createdAt), desc(categories.id))
        .limit(HOME_CATEGORY_LIMIT)
        .prepare('home_categories'),
    ).execute(),
    prepared(db, 'home_products', (db) =>
      selectProductCards(db)
        .where(visibleProduct)
        .orderBy(desc(products.createdAt), desc(products.id))
        .limit(HOME_PRODUCT_LIMIT)
        .prepare('home_products'),
    ).execute(),
  ]);
  return { categories: homeCategories, products: featured };
}
