import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { AppError } from '../errors.ts';

/** Admin: deleting a category leaves its products uncategorised (the foreign key sets them to null). */
export async function deleteCategory(db: DbOrTx, input: { categoryId: string }) {
  const deleted = await db
    .delete(categories)
    .where(eq(categories.id, input.categoryId))
    .returning({ id: categories.id });
  if (deleted.length === 0) throw new AppError('not_found', 'Category not found');
}
