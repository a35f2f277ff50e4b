import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { commissionRules } from '../db/schema.ts';
import { NO_COMMISSION, type CommissionRate, type CommissionRules } from '../../shared/pricing.ts';

/**
 * The commission rules a cart needs (docs/product.md#commission): the platform default and the
 * overrides of the cart's stores and categories, in one read. commissionLookup (src/shared/pricing.ts)
 * picks each line's rule from them.
 */
export async function readCartCommissionRules(
  db: DbOrTx,
  cart: { storeIds: readonly string[]; categoryIds: readonly string[] },
): Promise<CommissionRules> {
  const storeIds = [...new Set(cart.storeIds)];
  const categoryIds = [...new Set(cart.categoryIds)];
  const rows = await db
    .select({
      scope: commissionRules.scope,
      storeId: commissionRules.storeId,
      categoryId: commissionRules.categoryId,
      percentBp: commissionRules.percentBp,
      flatKobo: commissionRules.flatKobo,
      floorKobo: commissionRules.floorKobo,
      capKobo: commissionRules.capKobo,
      chargeDeliveryFees: commissionRules.chargeDeliveryFees,
    })
    .from(commissionRules)
    .where(
      or(
        eq(commissionRules.scope, 'platform'),
        storeIds.length
          ? and(eq(commissionRules.scope, 'store'), inArray(commissionRules.storeId, storeIds))
          : undefined,
        categoryIds.length
          ? and(eq(commissionRules.scope, 'category'), inArray(commissionRules.categoryId, categoryIds))
          : undefined,
      ),
    );
  const rules: CommissionRules = { platform: NO_COMMISSION, chargeDeliveryFees: false, categories: {}, stores: {} };
  const stores: Record<string, CommissionRate> = {};
  const categories: Record<string, CommissionRate> = {};
  for (const { scope, storeId, categoryId, chargeDeliveryFees, ...rate } of rows) {
    if (scope === 'platform') Object.assign(rules, { platform: rate, chargeDeliveryFees });
    else if (scope === 'store' && storeId) stores[storeId] = rate;
    else if (scope === 'category' && categoryId) categories[categoryId] = rate;
  }
  return { ...rules, stores, categories };
}
