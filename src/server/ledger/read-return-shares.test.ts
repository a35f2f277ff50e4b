import { describe, expect, it } from 'vitest';
import { returnShares } from './read-return-shares.ts';

/** docs/product.md#return-commission: what a return gives back, from the returned lines' own figures. */
const blender = { id: 'blender', quantity: 2, priceKobo: 1_000_000, discountKobo: 0, commissionKobo: 250_000 };
const kettle = { id: 'kettle', quantity: 1, priceKobo: 200_000, discountKobo: 0, commissionKobo: 25_000 };
const order = { deliveryFeeKobo: 150_000, deliveryCommissionKobo: 0, platformCoupon: false };

describe('the commission a return gives back', () => {
  it('is the returned units’ own: one of two ₦10,000 blenders at 12.5 % gives back ₦1,250', () => {
    expect(
      returnShares({
        ...order,
        lines: [blender, kettle],
        returned: [{ orderItemId: 'blender', quantity: 1 }],
        refundKobo: 1_000_000,
      }),
    ).toEqual({ commissionBackKobo: 125_000, platformShareKobo: 0 });
  });

  it('is in proportion, rounded down, for a refund below what was paid for them', () => {
    expect(
      returnShares({
        ...order,
        lines: [kettle],
        returned: [{ orderItemId: 'kettle', quantity: 1 }],
        refundKobo: 33_333,
      }),
    ).toEqual({ commissionBackKobo: 4_166, platformShareKobo: 0 });
  });

  it('takes the delivery fee’s commission next for a refund above the goods, then that of goods kept', () => {
    const refund = (refundKobo: number) =>
      returnShares({
        ...order,
        deliveryCommissionKobo: 15_000,
        lines: [blender, kettle],
        returned: [{ orderItemId: 'kettle', quantity: 1 }],
        refundKobo,
      }).commissionBackKobo;
    // The kettle, then half the delivery fee.
    expect(refund(200_000 + 75_000)).toBe(25_000 + 7_500);
    // The kettle, all the delivery fee, and a quarter of the ₦20,000 of blenders the customer keeps.
    expect(refund(200_000 + 150_000 + 500_000)).toBe(25_000 + 15_000 + 62_500);
  });

  it('a refund of the whole order gives back all of its commission and coupon share, whatever was returned', () => {
    const discounted = { ...blender, discountKobo: 100_000 };
    expect(
      returnShares({
        ...order,
        deliveryCommissionKobo: 15_000,
        platformCoupon: true,
        lines: [discounted, kettle],
        returned: [{ orderItemId: 'kettle', quantity: 1 }],
        refundKobo: 1_900_000 + 200_000 + 150_000,
      }),
    ).toEqual({ commissionBackKobo: 250_000 + 25_000 + 15_000, platformShareKobo: 100_000 });
  });

  it('gives back a platform coupon’s share of the returned units by the same rule', () => {
    const discounted = { ...blender, discountKobo: 100_000 };
    expect(
      returnShares({
        ...order,
        platformCoupon: true,
        lines: [discounted],
        returned: [{ orderItemId: 'blender', quantity: 1 }],
        refundKobo: 950_000,
      }),
    ).toEqual({ commissionBackKobo: 125_000, platformShareKobo: 50_000 });
  });

  it('is nothing for a line that is not the order’s', () => {
    expect(
      returnShares({ ...order, lines: [kettle], returned: [{ orderItemId: 'other', quantity: 1 }], refundKobo: 100 }),
    ).toEqual({ commissionBackKobo: 0, platformShareKobo: 0 });
  });
});
