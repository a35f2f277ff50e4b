import { expect, test } from 'vitest';
import type { CartItem } from '../../lib/cart-store.ts';
import { orderTotals } from './order-totals.ts';

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

test('One order per store with its own delivery fee; the grand total adds them', () => {
  const totals = orderTotals(
    [line('garri', 'a', 250_000, 2), line('oil', 'b', 180_000, 1), line('rice', 'a', 1_000_000, 1)],
    fees,
    'Lagos',
  );
  expect(totals.stores.map((s) => [s.storeId, s.items.map((i) => i.id), s.subtotalKobo, s.deliveryFeeKobo])).toEqual([
    ['a', ['garri', 'rice'], 1_500_000, 150_000],
    ['b', ['oil'], 180_000, 150_000],
  ]);
  expect(totals).toMatchObject({ subtotalKobo: 1_680_000, deliveryFeeKobo: 300_000, totalKobo: 1_980_000 });
});

test('Before a state is chosen there is no fee; a state without its own fee pays the default', () => {
  const items = [line('garri', 'a', 250_000, 1)];
  expect(orderTotals(items, fees, '')).toMatchObject({ deliveryFeeKobo: null, totalKobo: 250_000 });
  expect(orderTotals(items, undefined, 'Lagos')).toMatchObject({ deliveryFeeKobo: null });
  expect(orderTotals(items, fees, 'Ekiti').deliveryFeeKobo).toBe(300_000);
});

test('Unavailable lines count nowhere, and a store with nothing left to buy has no order', () => {
  const totals = orderTotals(
    [line('garri', 'a', 250_000, 1, { unavailable: 'gone' }), line('oil', 'b', 180_000, 1)],
    fees,
    'Kano',
  );
  expect(totals.stores.map((s) => s.storeId)).toEqual(['b']);
  expect(totals.totalKobo).toBe(480_000);
});
