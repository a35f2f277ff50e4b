import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orderItems, orders } from '../db/schema.ts';
import { paidForUnitsKobo } from '../../shared/coupons.ts';
import { proportionalShare as inProportion } from '../../shared/money.ts';

export type ReturnShares = {
  /** The marketplace's commission given back: `commission_refund`. */
  commissionBackKobo: number;
  /** What a platform coupon paid the seller for the refunded goods, which the seller gives back with the refund. */
  platformShareKobo: number;
};

type Line = { id: string; quantity: number; priceKobo: number; discountKobo: number; commissionKobo: number };

/**
 * What an accepted return gives back besides the refund (docs/product.md#returns, decision 0021),
 * from the returned lines' own frozen figures, not from the order's total: commission was taken on
 * each line after its share of the discount (and on the delivery fee only where delivery fees are
 * commissioned), so spreading the order's commission over a total that includes the delivery fee
 * gives back too little.
 *
 * The refund pays for the returned units first (up to what was paid for them): they give back their
 * lines' commission and platform-coupon share in proportion to the units returned — all of it when
 * the refund covers them, scaled down for a partial refund. A refund above them pays the delivery fee
 * next, which gives back the delivery fee's commission in proportion, and only then the goods the
 * customer keeps, in proportion to what was paid for them: so a refund of the whole order gives
 * back all of its commission and coupon share, and a held sale is never refunded below zero.
 */
export function returnShares(input: {
  lines: Line[];
  returned: { orderItemId: string; quantity: number }[];
  refundKobo: number;
  deliveryFeeKobo: number;
  deliveryCommissionKobo: number;
  platformCoupon: boolean;
}): ReturnShares {
  let goodsKobo = 0;
  let goodsCommissionKobo = 0;
  let goodsPlatformKobo = 0;
  let allGoodsKobo = 0;
  let allCommissionKobo = 0;
  let allPlatformKobo = 0;
  for (const line of input.lines) {
    allGoodsKobo += paidForUnitsKobo(line, line.quantity);
    allCommissionKobo += line.commissionKobo;
    if (input.platformCoupon) allPlatformKobo += line.discountKobo;
  }
  for (const { orderItemId, quantity } of input.returned) {
    const line = input.lines.find((l) => l.id === orderItemId);
    if (!line) continue;
    goodsKobo += paidForUnitsKobo(line, quantity);
    goodsCommissionKobo += inProportion(line.commissionKobo, quantity, line.quantity);
    if (input.platformCoupon) goodsPlatformKobo += inProportion(line.discountKobo, quantity, line.quantity);
  }
  const onGoodsKobo = Math.min(input.refundKobo, goodsKobo);
  const onDeliveryKobo = Math.min(input.refundKobo - onGoodsKobo, input.deliveryFeeKobo);
  const keptKobo = allGoodsKobo - goodsKobo;
  const onKeptKobo = Math.min(input.refundKobo - onGoodsKobo - onDeliveryKobo, keptKobo);
  return {
    commissionBackKobo:
      inProportion(goodsCommissionKobo, onGoodsKobo, goodsKobo) +
      (onDeliveryKobo > 0 ? inProportion(input.deliveryCommissionKobo, onDeliveryKobo, input.deliveryFeeKobo) : 0) +
      (onKeptKobo > 0 ? inProportion(allCommissionKobo - goodsCommissionKobo, onKeptKobo, keptKobo) : 0),
    platformShareKobo:
      inProportion(goodsPlatformKobo, onGoodsKobo, goodsKobo) +
      (onKeptKobo > 0 ? inProportion(allPlatformKobo - goodsPlatformKobo, onKeptKobo, keptKobo) : 0),
  };
}

/** The return's shares, read from the order and its lines (the caller holds the order's row lock). */
export async function readReturnShares(
  db: DbOrTx,
  input: { orderId: string; returned: { orderItemId: string; quantity: number }[]; refundKobo: number },
): Promise<ReturnShares> {
  const [order] = await db
    .select({
      deliveryFeeKobo: orders.deliveryFeeKobo,
      deliveryCommissionKobo: orders.deliveryCommissionKobo,
      couponBearer: orders.couponBearer,
    })
    .from(orders)
    .where(eq(orders.id, input.orderId));
  if (!order) return { commissionBackKobo: 0, platformShareKobo: 0 };
  const lines = await db
    .select({
      id: orderItems.id,
      quantity: orderItems.quantity,
      priceKobo: orderItems.priceKobo,
      discountKobo: orderItems.discountKobo,
      commissionKobo: orderItems.commissionKobo,
    })
    .from(orderItems)
    .where(eq(orderItems.orderId, input.orderId));
  return returnShares({
    lines,
    returned: input.returned,
    refundKobo: input.refundKobo,
    deliveryFeeKobo: order.deliveryFeeKobo,
    deliveryCommissionKobo: order.deliveryCommissionKobo,
    platformCoupon: order.couponBearer === 'platform',
  });
}
