import { desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { coupons, stores } from '../db/schema.ts';
import type { CouponView } from '../../shared/schemas/coupons.ts';
import { couponColumns, couponView } from './columns.ts';

/** A store's coupons, or the platform's when `storeId` is null, newest first. */
export async function listCoupons(db: DbOrTx, storeId: string | null): Promise<CouponView[]> {
  const rows = await db
    .select(couponColumns)
    .from(coupons)
    .leftJoin(stores, eq(stores.id, coupons.storeId))
    .where(storeId === null ? isNull(coupons.storeId) : eq(coupons.storeId, storeId))
    .orderBy(desc(coupons.createdAt), desc(coupons.id));
  return rows.map(couponView);
}
