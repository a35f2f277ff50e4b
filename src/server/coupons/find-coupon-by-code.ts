import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { coupons, stores } from '../db/schema.ts';
import type { CouponTerms } from '../../shared/coupons.ts';

/** The coupon a shopper typed, matched case-insensitively (its unique index is on lower(code)); null when none. */
export async function findCouponByCode(
  db: DbOrTx,
  code: string,
): Promise<(CouponTerms & { id: string; maxUsesPerCustomer: number | null }) | null> {
  const [row] = await db
    .select({
      id: coupons.id,
      code: coupons.code,
      storeId: coupons.storeId,
      storeName: stores.name,
      kind: coupons.kind,
      percentBp: coupons.percentBp,
      amountKobo: coupons.amountKobo,
      minSpendKobo: coupons.minSpendKobo,
      startsAt: coupons.startsAt,
      endsAt: coupons.endsAt,
      active: coupons.active,
      maxUses: coupons.maxUses,
      maxUsesPerCustomer: coupons.maxUsesPerCustomer,
      uses: coupons.uses,
      budgetKobo: coupons.budgetKobo,
      spentKobo: coupons.spentKobo,
    })
    .from(coupons)
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(sql`lower(${coupons.code}) = lower(${code})`);
  return row ?? null;
}
