import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { coupons, stores } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { CouponView } from '../../shared/schemas/coupons.ts';
import { couponColumns, couponView } from './columns.ts';

export const couponNotFound = 'Coupon not found';

/**
 * Switches a coupon off (or on again): of the platform's when `storeId` is null, else of that store
 * (whose ownership the route has checked) — a coupon of another store is not found.
 */
export async function setCouponActive(
  db: DbOrTx,
  input: { couponId: string; storeId: string | null; active: boolean },
): Promise<CouponView> {
  const scope = input.storeId === null ? isNull(coupons.storeId) : eq(coupons.storeId, input.storeId);
  const [changed] = await db
    .update(coupons)
    .set({ active: input.active })
    .where(and(eq(coupons.id, input.couponId), scope))
    .returning({ id: coupons.id });
  if (!changed) throw new AppError('not_found', couponNotFound);
  const [row] = await db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(eq(coupons.id, changed.id));
  return couponView(row!);
}
