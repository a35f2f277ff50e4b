import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { commissionRules } from '../db/schema.ts';
import { NO_COMMISSION, type CommissionRate, type CommissionRules } from '../../shared/pricing.ts';

/**
 * The commission rules a cart needs (docs/product.md#commission): the platform default and the
 * overrides of the cart's stores and categories, in one read. commissionLookup (src/shared/pricing.ts)
 * picks each line's rule from them.
 */
export async function readCartCommissionRules(db: DbOrTx, cart: CommissionCart): Promise<CommissionRules> {
  const rows = await db.select(ruleColumns).from(commissionRules).where(rulesOfCart(cart));
  return commissionRulesFrom(rows);
}

export type CommissionCart = { storeIds: readonly string[]; categoryIds: readonly string[] };

const ruleColumns = {
  scope: commissionRules.scope,
  storeId: commissionRules.storeId,
  categoryId: commissionRules.categoryId,
  percentBp: commissionRules.percentBp,
  flatKobo: commissionRules.flatKobo,
  floorKobo: commissionRules.floorKobo,
  capKobo: commissionRules.capKobo,
  chargeDeliveryFees: commissionRules.chargeDeliveryFees,
};

export type CommissionRuleRow = {
  scope: 'platform' | 'store' | 'category';
  storeId: string | null;
  categoryId: string | null;
  percentBp: number;
  flatKobo: number;
  floorKobo: number | null;
  capKobo: number | null;
  chargeDeliveryFees: boolean;
};

/** The platform default and the overrides of the cart's stores and categories. */
function rulesOfCart(cart: CommissionCart) {
  const storeIds = [...new Set(cart.storeIds)];
  const categoryIds = [...new Set(cart.categoryIds)];
  return or(
    eq(commissionRules.scope, 'platform'),
    storeIds.length ? and(eq(commissionRules.scope, 'store'), inArray(commissionRules.storeId, storeIds)) : undefined,
    categoryIds.length
      ? and(eq(commissionRules.scope, 'category'), inArray(commissionRules.categoryId, categoryIds))
      : undefined,
  );
}

/**
 * The cart's rules as one JSON value, for a caller that reads them inside a larger statement
 * (checkout reads them beside the delivery fees in one round trip); commissionRulesFrom reads it.
 */
export function cartCommissionRuleRowsJson(cart: CommissionCart) {
  return sql<CommissionRuleRow[]>`(select coalesce(json_agg(json_build_object(
    'scope', ${commissionRules.scope}, 'storeId', ${commissionRules.storeId}, 'categoryId', ${commissionRules.categoryId},
    'percentBp', ${commissionRules.percentBp}, 'flatKobo', ${commissionRules.flatKobo},
    'floorKobo', ${commissionRules.floorKobo}, 'capKobo', ${commissionRules.capKobo},
    'chargeDeliveryFees', ${commissionRules.chargeDeliveryFees})), '[]'::json)
    from ${commissionRules} where ${rulesOfCart(cart)})`;
}

export function commissionRulesFrom(rows: readonly CommissionRuleRow[]): CommissionRules {
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
