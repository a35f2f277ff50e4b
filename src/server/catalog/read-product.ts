import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { categories, products, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { productCardColumns } from './columns.ts';
import { visibleProduct } from './visibility.ts';
import { deliveryDaysFromRows } from './read-store-delivery-days.ts';
import { readProductVariants } from './read-product-variants.ts';

/** The store's delivery days, gathered in the product's own statement (no second read for the page). */
const storeDeliveryDayRows = sql<{ state: string; minDays: number; maxDays: number }[]>`coalesce((
  select json_agg(json_build_object('state', d.state, 'minDays', d.min_days, 'maxDays', d.max_days))
  from store_delivery_days d where d.store_id = ${products.storeId}), '[]'::json)`;

/**
 * A visible product with its (active) category's name and slug, its star tallies (how many
 * reviews gave 5, 4, 3, 2 and 1 stars) and its store's delivery days
 * (docs/product.md#delivery-estimates); anything else is a 404. One prepared statement: the category
 * comes by a left join, so an inactive one reads as null; the days by a subquery.
 */
export async function readProduct(db: DbOrTx, input: { productId: string }) {
  const [row] = await prepared(db, 'product_page_product', (db) =>
    db
      .select({
        ...productCardColumns,
        categoryName: categories.name,
        categorySlug: categories.slug,
        ratings1: products.ratings1,
        ratings2: products.ratings2,
        ratings3: products.ratings3,
        ratings4: products.ratings4,
        ratings5: products.ratings5,
        deliveryDays: storeDeliveryDayRows,
      })
      .from(products)
      .innerJoin(stores, eq(stores.id, products.storeId))
      .leftJoin(categories, and(eq(categories.id, products.categoryId), eq(categories.isActive, true)))
      .where(and(visibleProduct, eq(products.id, sql.placeholder('productId'))))
      .prepare('product_page_product'),
  ).execute({ productId: input.productId });
  if (!row) throw new AppError('not_found', 'Not found');
  // Only a product with options has variants: one more read for those alone (decision 0025).
  const variants = row.options.length > 0 ? await readProductVariants(db, row.id) : [];
  const { categoryName, categorySlug, ratings1, ratings2, ratings3, ratings4, ratings5, deliveryDays, ...product } =
    row;
  return {
    product: {
      ...product,
      category: categoryName === null || categorySlug === null ? null : { name: categoryName, slug: categorySlug },
      deliveryDays: deliveryDaysFromRows(deliveryDays),
      variants,
    },
    rating: {
      average: product.ratingAverage,
      count: product.reviewCount,
      breakdown: [
        { stars: 5, count: ratings5 },
        { stars: 4, count: ratings4 },
        { stars: 3, count: ratings3 },
        { stars: 2, count: ratings2 },
        { stars: 1, count: ratings1 },
      ],
    },
  };
}
