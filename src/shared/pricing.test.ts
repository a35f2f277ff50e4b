import { describe, expect, it } from 'vitest';
import { deliveryFeeForState, lineTotalKobo, priceCart } from './pricing.ts';

const line = (id: string, storeId: string, priceKobo: number, quantity: number) => ({
  id,
  storeId,
  priceKobo,
  quantity,
});
const fees = { fees: { Lagos: 150_000, Kano: 300_000 }, defaultFeeKobo: 300_000 };

describe('priceCart: one order per store (docs/product.md#delivery-fees)', () => {
  it('groups lines by store in the order the stores first appear, each with its subtotal, fee and total', () => {
    const priced = priceCart(
      [line('garri', 'a', 250_000, 2), line('oil', 'b', 180_000, 1), line('rice', 'a', 1_000_000, 1)],
      { deliveryFeeKobo: 150_000 },
    );
    expect(
      priced.stores.map((s) => [s.storeId, s.lines.map((l) => l.id), s.subtotalKobo, s.deliveryFeeKobo, s.totalKobo]),
    ).toEqual([
      ['a', ['garri', 'rice'], 1_500_000, 150_000, 1_650_000],
      ['b', ['oil'], 180_000, 150_000, 330_000],
    ]);
    expect(priced).toMatchObject({ subtotalKobo: 1_680_000, deliveryFeeKobo: 300_000, totalKobo: 1_980_000 });
  });

  it('keeps each line as given, so a caller gets its own fields back', () => {
    const garri = { ...line('garri', 'a', 100, 1), name: 'Garri' };
    expect(priceCart([garri], { deliveryFeeKobo: null }).stores[0]?.lines[0]).toBe(garri);
  });

  it('without a fee (no state chosen yet) the fees are null and the totals are the goods alone', () => {
    const priced = priceCart([line('garri', 'a', 250_000, 1), line('oil', 'b', 100, 3)], { deliveryFeeKobo: null });
    expect(priced.stores.map((s) => [s.deliveryFeeKobo, s.totalKobo])).toEqual([
      [null, 250_000],
      [null, 300],
    ]);
    expect(priced).toMatchObject({ subtotalKobo: 250_300, deliveryFeeKobo: null, totalKobo: 250_300 });
  });

  it('an empty cart costs nothing: no stores, and a fee of 0 once a state is chosen', () => {
    expect(priceCart([], { deliveryFeeKobo: null })).toEqual({
      stores: [],
      subtotalKobo: 0,
      deliveryFeeKobo: null,
      adjustmentsKobo: 0,
      totalKobo: 0,
    });
    expect(priceCart([], { deliveryFeeKobo: 150_000 })).toMatchObject({ deliveryFeeKobo: 0, totalKobo: 0 });
  });

  it('has no adjustments by default; the ones a rule adds count in the store order and the grand total', () => {
    expect(priceCart([line('garri', 'a', 1000, 1)], { deliveryFeeKobo: 500 }).stores[0]?.adjustments).toEqual([]);
    const priced = priceCart([line('garri', 'a', 1000, 2), line('oil', 'b', 700, 1)], {
      deliveryFeeKobo: 500,
      adjust: (order) =>
        order.storeId === 'a'
          ? [{ kind: 'example', label: '10% off goods', amountKobo: -order.subtotalKobo / 10 }]
          : [],
    });
    expect(priced.stores.map((s) => [s.storeId, s.adjustments.length, s.totalKobo])).toEqual([
      ['a', 1, 2000 + 500 - 200],
      ['b', 0, 700 + 500],
    ]);
    expect(priced).toMatchObject({ subtotalKobo: 2700, deliveryFeeKobo: 1000, adjustmentsKobo: -200, totalKobo: 3500 });
  });

  it('a line costs its price times its quantity, in whole kobo', () => {
    expect(lineTotalKobo({ priceKobo: 80_050, quantity: 3 })).toBe(240_150);
  });
});

describe('deliveryFeeForState', () => {
  it('is the state’s own fee, or the default for a state without one', () => {
    expect(deliveryFeeForState(fees, 'Lagos')).toBe(150_000);
    expect(deliveryFeeForState(fees, 'Kano')).toBe(300_000);
    expect(deliveryFeeForState({ fees: {}, defaultFeeKobo: 275_000 }, 'Ekiti')).toBe(275_000);
  });

  it('a fee of 0 is a fee (free delivery), not a missing one', () => {
    expect(deliveryFeeForState({ fees: { Lagos: 0 }, defaultFeeKobo: 300_000 }, 'Lagos')).toBe(0);
  });
});
