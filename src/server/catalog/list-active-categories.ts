import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { publicCategoryColumns } from './columns.ts';

/** Active categories for pickers (newest first). */
export async function listActiveCategories(db: DbOrTx) {
  return db
    .select(publicCategoryColumns)
    .from(categories)
    .where(eq(categories.isActive, true))
    .orderBy(desc(categories.createdAt));
}
