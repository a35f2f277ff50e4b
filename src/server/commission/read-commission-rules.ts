import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { categories, commissionRules, stores } from '../db/schema.ts';
import { NO_COMMISSION, type CommissionRate } from '../../shared/pricing.ts';

const rateColumns = {
  percentBp: commissionRules.percentBp,
  flatKobo: commissionRules.flatKobo,
  floorKobo: commissionRules.floorKobo,
  capKobo: commissionRules.capKobo,
};

export type CommissionSettings = {
  platform: CommissionRate & { chargeDeliveryFees: boolean };
  categories: (CommissionRate & { categoryId: string; categoryName: string })[];
  stores: (CommissionRate & { storeId: string; storeName: string })[];
};

/**
 * The admin's Commission tab (docs/product.md#commission): the platform default, whether delivery
 * fees are commissioned, and every override with the name of its category or store, by name.
 */
export async function readCommissionRules(db: DbOrTx): Promise<CommissionSettings> {
  const [platform, categoryRows, storeRows] = await Promise.all([
    db
      .select({ ...rateColumns, chargeDeliveryFees: commissionRules.chargeDeliveryFees })
      .from(commissionRules)
      .where(eq(commissionRules.scope, 'platform')),
    db
      .select({ ...rateColumns, categoryId: categories.id, categoryName: categories.name })
      .from(commissionRules)
      .innerJoin(categories, eq(categories.id, commissionRules.categoryId))
      .orderBy(asc(sql`lower(${categories.name})`), asc(categories.id)),
    db
      .select({ ...rateColumns, storeId: stores.id, storeName: stores.name })
      .from(commissionRules)
      .innerJoin(stores, eq(stores.id, commissionRules.storeId))
      .orderBy(asc(sql`lower(${stores.name})`), asc(stores.id)),
  ]);
  return {
    platform: platform[0] ?? { ...NO_COMMISSION, chargeDeliveryFees: false },
    categories: categoryRows,
    stores: storeRows,
  };
}
