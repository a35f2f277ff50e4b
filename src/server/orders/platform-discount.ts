import { sql } from 'drizzle-orm';
import { orders } from '../db/schema.ts';

/**
 * The part of an order's coupon discount the platform bears (docs/product.md#coupons): all of it
 * for a platform coupon, none for a store's own. As a column expression for a `returning` or a select.
 */
export const platformDiscountKobo = () =>
  sql<number>`(case when ${orders.couponBearer} = 'platform' then ${orders.discountKobo} else 0 end)`.mapWith(Number);
