import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, products, stores } from '../db/schema.ts';

/**
 * What the audit trail records of a category, store or product before an admin changes it
 * (decision 0042): its name and whether it is active. Nothing when it does not exist (the action
 * then refuses, and no row is written).
 */
export async function readCategoryForAudit(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ name: categories.name, slug: categories.slug, isActive: categories.isActive })
    .from(categories)
    .where(eq(categories.id, id));
  return row ?? null;
}

export async function readStoreForAudit(db: DbOrTx, id: string) {
  const [row] = await db.select({ name: stores.name, isActive: stores.isActive }).from(stores).where(eq(stores.id, id));
  return row ?? null;
}

export async function readProductForAudit(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ name: products.name, isActive: products.isActive })
    .from(products)
    .where(eq(products.id, id));
  return row ?? null;
}
