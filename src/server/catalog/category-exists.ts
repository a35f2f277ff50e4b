import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** A product's category must exist; none at all is fine. */
export async function assertCategoryExists(db: DbOrTx, categoryId: string | null | undefined) {
  if (!categoryId) return;
  const [category] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!category)
    throw new AppError('invalid_input', messages.stores.unknownCategory, {
      categoryId: messages.stores.unknownCategory,
    });
}
