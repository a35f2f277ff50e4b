import { expect, test } from 'vitest';
import type { CartItem } from '../../entities/cart/cart-store.ts';
import { deliveryFeeForState, priceCart } from '../../../shared/pricing.ts';
import { orderTotals, type QuotedTotals } from './order-totals.ts';

const line = (id: string, storeId: string, priceKobo: number, quantity: number, extra: Partial<CartItem> = {}) => ({
  id,
  storeId,
  storeName: `Store ${storeId}`,
  name: id,
  priceKobo,
  quantity,
  images: [],
  stockQuantity: 10,
  ...extra,
});
const fees = { fees: { Lagos: 150_000, Kano: 300_000 }, defaultFeeKobo: 300_000 };

/** The figures POST /api/checkout/quote answers for these lines (quoteCart prices them the same way). */
function quoteOf(items: readonly CartItem[], state: string): QuotedTotals {
  const price = priceCart(
    items.filter((item) => !item.unavailable),
    { deliveryFeeKobo: state ? deliveryFeeForState(fees, state) : null },
  );
  return {
    stores: price.stores.map((s) => ({
      storeId: s.storeId,
      storeName: s.lines[0]!.storeName!,
      subtotalKobo: s.subtotalKobo,
      deliveryFeeKobo: s.deliveryFeeKobo,
      totalKobo: s.totalKobo,
    })),
    subtotalKobo: price.subtotalKobo,
    deliveryFeeKobo: price.deliveryFeeKobo,
    totalKobo: price.totalKobo,
  };
}

test('One order per store with its own delivery fee; the grand total adds them', () => {
  const items = [line('garri', 'a', 250_000, 2), line('oil', 'b', 180_000, 1), line('rice', 'a', 1_000_000, 1)];
  const totals = orderTotals(items, quoteOf(items, 'Lagos'));
  expect(
    totals.stores.map((s) => [s.storeId, s.storeName, s.items.map((i) => i.id), s.subtotalKobo, s.deliveryFeeKobo]),
  ).toEqual([
    ['a', 'Store a', ['garri', 'rice'], 1_500_000, 150_000],
    ['b', 'Store b', ['oil'], 180_000, 150_000],
  ]);
  expect(totals).toMatchObject({ subtotalKobo: 1_680_000, deliveryFeeKobo: 300_000, totalKobo: 1_980_000 });
});

test('Before a state is chosen there is no fee; a state without its own fee pays the default', () => {
  const items = [line('garri', 'a', 250_000, 1)];
  expect(orderTotals(items, quoteOf(items, ''))).toMatchObject({ deliveryFeeKobo: null, totalKobo: 250_000 });
  expect(orderTotals(items, quoteOf(items, 'Ekiti')).deliveryFeeKobo).toBe(300_000);
});

test('The figures are the quote’s, not worked out again from the cart', () => {
  const items = [line('garri', 'a', 250_000, 1)];
  const quote: QuotedTotals = {
    stores: [{ storeId: 'a', storeName: 'Mama Put', subtotalKobo: 1, deliveryFeeKobo: 2, totalKobo: 3 }],
    subtotalKobo: 1,
    deliveryFeeKobo: 2,
    totalKobo: 3,
  };
  const totals = orderTotals(items, quote);
  expect(totals).toMatchObject({ subtotalKobo: 1, deliveryFeeKobo: 2, totalKobo: 3 });
  expect(totals.stores).toMatchObject([{ storeName: 'Mama Put', subtotalKobo: 1, deliveryFeeKobo: 2 }]);
  expect(totals.stores[0]?.items.map((i) => i.id)).toEqual(['garri']);
});

test('Until the first quote is back, the cart’s lines are priced without a fee', () => {
  const items = [line('garri', 'a', 250_000, 2), line('oil', 'b', 180_000, 1)];
  const totals = orderTotals(items, undefined);
  expect(totals.stores.map((s) => [s.storeId, s.storeName, s.subtotalKobo, s.deliveryFeeKobo])).toEqual([
    ['a', 'Store a', 500_000, null],
    ['b', 'Store b', 180_000, null],
  ]);
  expect(totals).toMatchObject({ subtotalKobo: 680_000, deliveryFeeKobo: null, totalKobo: 680_000 });
});

test('Unavailable lines count nowhere, and a store with nothing left to buy has no order', () => {
  const items = [line('garri', 'a', 250_000, 1, { unavailable: 'gone' }), line('oil', 'b', 180_000, 1)];
  for (const totals of [orderTotals(items, quoteOf(items, 'Kano')), orderTotals(items, undefined)]) {
    expect(totals.stores.map((s) => s.storeId)).toEqual(['b']);
    expect(totals.stores[0]?.items.map((i) => i.id)).toEqual(['oil']);
  }
  expect(orderTotals(items, quoteOf(items, 'Kano')).totalKobo).toBe(480_000);
  expect(orderTotals(items, undefined).totalKobo).toBe(180_000);
});

test("A coupon's discount shows per store order as the quote priced it, with its code", () => {
  const items = [line('garri', 'a', 250_000, 2), line('oil', 'b', 180_000, 1)];
  const quote = quoteOf(items, 'Lagos');
  const withCoupon: QuotedTotals = {
    ...quote,
    stores: quote.stores.map((s) => ({ ...s, discountKobo: s.storeId === 'a' ? 50_000 : 0 })),
    totalKobo: quote.totalKobo - 50_000,
    coupon: { code: 'SAVE10', discountKobo: 50_000 },
  };
  const totals = orderTotals(items, withCoupon);
  expect(totals.couponCode).toBe('SAVE10');
  expect(totals.stores.map((s) => s.discountKobo)).toEqual([50_000, 0]);
  expect(totals.totalKobo).toBe(quote.totalKobo - 50_000);
  expect(orderTotals(items, undefined)).toMatchObject({ couponCode: null });
});
