import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { commissionRules } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { readCommissionRules } from './read-commission-rules.ts';
import type { OverrideTarget } from './set-commission-override.ts';

/**
 * Admin: removes the override of one category or one store, so its lines fall back to the next
 * rule (docs/product.md#commission). None to remove is a 404.
 */
export async function removeCommissionOverride(db: DbOrTx, target: OverrideTarget) {
  const removed = await db
    .delete(commissionRules)
    .where(
      target.scope === 'category'
        ? eq(commissionRules.categoryId, target.categoryId)
        : eq(commissionRules.storeId, target.storeId),
    )
    .returning({ id: commissionRules.id });
  if (removed.length === 0) throw new AppError('not_found', messages.commission.overrideNotFound);
  return readCommissionRules(db);
}
