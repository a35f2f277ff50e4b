import type { z } from 'zod';
import type { DbOrTx } from '../db/client.ts';
import { coupons } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import type { Actor } from '../actor.ts';
import type { createCouponInputSchema, CouponView } from '../../shared/schemas/coupons.ts';
import { couponView } from './columns.ts';

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export const codeTaken = 'That code is already in use: choose another';

/**
 * A new coupon (docs/product.md#coupons): the platform's when `store` is null (the route lets only
 * admins ask), else that store's (the route has checked the actor owns it). Codes are unique
 * whatever their case: a clash is a 409 naming the code.
 */
export async function createCoupon(
  db: DbOrTx,
  input: z.output<typeof createCouponInputSchema>,
  store: { id: string; name: string } | null,
  actor: Actor,
): Promise<CouponView> {
  try {
    const [row] = await db
      .insert(coupons)
      .values({
        ...input,
        storeId: store?.id ?? null,
        startsAt: input.startsAt ? new Date(input.startsAt) : null,
        endsAt: input.endsAt ? new Date(input.endsAt) : null,
        createdBy: actor.id,
      })
      .returning();
    return couponView({ ...row!, storeName: store?.name ?? null });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', codeTaken, { code: codeTaken });
    throw error;
  }
}
