import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { publicCategoryColumns } from './columns.ts';
import { pageOfProducts, type Page } from './page-of-products.ts';

/** An active category and one page of its visible products; an inactive or unknown one is a 404. */
export async function readCategoryPage(db: DbOrTx, input: { slug: string } & Page) {
  const [category] = await db
    .select(publicCategoryColumns)
    .from(categories)
    .where(and(eq(categories.slug, input.slug), eq(categories.isActive, true)));
  if (!category) throw new AppError('not_found', 'Not found');
  return { category, ...(await pageOfProducts(db, { by: 'category', id: category.id }, input)) };
}
