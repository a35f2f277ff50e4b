import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, commissionRules, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import type { CommissionRateInput } from '../../shared/schemas/commission.ts';
import { readCommissionRules } from './read-commission-rules.ts';

export type OverrideTarget = { scope: 'category'; categoryId: string } | { scope: 'store'; storeId: string };

/**
 * Admin: adds or replaces the override of one category or one store (docs/product.md#commission),
 * in one statement. A category or store that does not exist is a 404.
 */
export async function setCommissionOverride(db: DbOrTx, target: OverrideTarget, rate: CommissionRateInput) {
  if (target.scope === 'category') {
    const [found] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, target.categoryId));
    if (!found) throw new AppError('not_found', messages.commission.categoryNotFound);
    await db
      .insert(commissionRules)
      .values({ scope: 'category', categoryId: target.categoryId, ...rate })
      .onConflictDoUpdate({ target: commissionRules.categoryId, set: { ...rate, updatedAt: sql`now()` } });
  } else {
    const [found] = await db.select({ id: stores.id }).from(stores).where(eq(stores.id, target.storeId));
    if (!found) throw new AppError('not_found', messages.commission.storeNotFound);
    await db
      .insert(commissionRules)
      .values({ scope: 'store', storeId: target.storeId, ...rate })
      .onConflictDoUpdate({ target: commissionRules.storeId, set: { ...rate, updatedAt: sql`now()` } });
  }
  return readCommissionRules(db);
}
