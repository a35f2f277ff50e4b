import { desc } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories } from '../db/schema.ts';
import { categoryColumns } from './columns.ts';

/** Admin: every category, active or not, newest first. */
export async function listAllCategories(db: DbOrTx) {
  return db.select(categoryColumns).from(categories).orderBy(desc(categories.createdAt));
}
