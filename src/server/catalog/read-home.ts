import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, products } from '../db/schema.ts';
import { HOME_CATEGORY_LIMIT, HOME_PRODUCT_LIMIT } from '../../shared/constants.ts';
import { publicCategoryColumns } from './columns.ts';
import { selectProductCards, visibleProduct } from './visibility.ts';

/** The home page: the newest active categories and the newest visible products. */
export async function readHome(db: DbOrTx) {
  const [homeCategories, featured] = await Promise.all([
    db
      .select(publicCategoryColumns)
      .from(categories)
      .where(eq(categories.isActive, true))
      .orderBy(desc(categories.createdAt))
      .limit(HOME_CATEGORY_LIMIT),
    selectProductCards(db).where(visibleProduct).orderBy(desc(products.createdAt)).limit(HOME_PRODUCT_LIMIT),
  ]);
  return { categories: homeCategories, products: featured };
}
