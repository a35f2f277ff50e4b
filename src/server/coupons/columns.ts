import { coupons, stores } from '../db/schema.ts';
import type { CouponView } from '../../shared/schemas/coupons.ts';

/** What a coupon list shows of each row (join stores for the name). */
export const couponColumns = {
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
  maxUses: coupons.maxUses,
  maxUsesPerCustomer: coupons.maxUsesPerCustomer,
  uses: coupons.uses,
  budgetKobo: coupons.budgetKobo,
  spentKobo: coupons.spentKobo,
  active: coupons.active,
  createdAt: coupons.createdAt,
};

type CouponRow = Omit<CouponView, 'startsAt' | 'endsAt' | 'createdAt' | 'storeName'> & {
  storeName: string | null;
  startsAt: Date | null;
  endsAt: Date | null;
  createdAt: Date;
};

export const couponView = (row: CouponRow): CouponView => ({
  ...row,
  startsAt: row.startsAt?.toISOString() ?? null,
  endsAt: row.endsAt?.toISOString() ?? null,
  createdAt: row.createdAt.toISOString(),
});
