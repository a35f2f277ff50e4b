import { describe, expect, it } from 'vitest';
import { cartLineSchema, placeOrderInputSchema } from './checkout.ts';
import { CHECKOUT_MAX_LINES, PRODUCT_PRICE_MAX_KOBO } from '../constants.ts';
import { DELIVERY_FEE_MAX_KOBO } from './delivery-fees.ts';

/**
 * docs/product.md#money: money is summed as JavaScript numbers (place-order.ts, create-orders.ts),
 * exact only up to Number.MAX_SAFE_INTEGER (2^53 − 1 kobo). The schemas' caps keep every checkout
 * below it: the most lines, each of the dearest product at the most a line may hold, each from its
 * own store with the dearest delivery fee.
 */
describe('no checkout the schemas accept can total more than Number.MAX_SAFE_INTEGER kobo', () => {
  const mostPerLine = cartLineSchema.shape.quantity.maxValue!;

  it('the largest checkout allowed stays exact', () => {
    const largest = CHECKOUT_MAX_LINES * (PRODUCT_PRICE_MAX_KOBO * mostPerLine + DELIVERY_FEE_MAX_KOBO);
    expect(largest).toBeLessThanOrEqual(Number.MAX_SAFE_INTEGER);
  });

  it('a line of more than that many is refused, naming the line', () => {
    const productId = '6f1c3a52-8b7e-4d7a-9a51-2d5d1c0e7f10';
    const result = placeOrderInputSchema.safeParse({
      items: [{ productId, quantity: mostPerLine + 1 }],
      shippingAddress: { address: '12 Marina Road', city: 'Lagos Island', state: 'Lagos' },
      paymentMethod: 'paystack',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['items.0.quantity', 'Quantity must be at most 1,000'],
    ]);
  });
});
