import { describe, expect, it } from 'vitest';
import { applyCoupon, couponDiscountOf, type CouponTerms } from './coupons.ts';
import { priceCart, splitInProportion } from './pricing.ts';

const now = new Date('2026-11-25T10:00:00Z');
const terms = (over: Partial<CouponTerms> = {}): CouponTerms => ({
  code: 'SAVE10',
  storeId: null,
  storeName: null,
  kind: 'percent',
  percentBp: 1000,
  amountKobo: null,
  minSpendKobo: 0,
  startsAt: null,
  endsAt: null,
  active: true,
  maxUses: null,
  uses: 0,
  budgetKobo: null,
  spentKobo: 0,
  ...over,
});

/** A small deterministic generator (mulberry32): the property runs the same cases every time. */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('splitting an amount in proportion (docs/product.md#coupons)', () => {
  it('never loses or invents a kobo, and no share is more than its weight', () => {
    const next = random(20);
    for (let run = 0; run < 2000; run++) {
      const weights = Array.from({ length: 1 + Math.floor(next() * 6) }, () => Math.floor(next() * 5_000_000));
      const total = weights.reduce((a, b) => a + b, 0);
      const amount = Math.floor(next() * (total + 1));
      const shares = splitInProportion(amount, weights);
      expect(shares.reduce((a, b) => a + b, 0)).toBe(total === 0 ? 0 : amount);
      shares.forEach((share, i) => {
        expect(share).toBeGreaterThanOrEqual(0);
        expect(share).toBeLessThanOrEqual(weights[i]!);
      });
    }
  });

  it('gives the leftover kobo to the largest remainders, the first of equals first', () => {
    expect(splitInProportion(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(splitInProportion(100, [2, 1])).toEqual([67, 33]);
  });
});

describe('a coupon priced through priceCart', () => {
  it("a platform coupon's discount over a cart adds up, to the kobo, to the coupon's amount off the goods", () => {
    const next = random(7);
    for (let run = 0; run < 500; run++) {
      const lines = Array.from({ length: 1 + Math.floor(next() * 5) }, (_, i) => ({
        storeId: `s${Math.floor(next() * 3)}`,
        priceKobo: 1 + Math.floor(next() * 1_000_000),
        quantity: 1 + Math.floor(next() * 4),
        i,
      }));
      const coupon = terms({ percentBp: 1 + Math.floor(next() * 10_000) });
      const outcome = applyCoupon(coupon, lines, now);
      if (!outcome.ok) throw new Error(outcome.message);
      const price = priceCart(lines, { deliveryFeeKobo: 150_000, adjust: outcome.adjust });
      const goods = lines.reduce((t, l) => t + l.priceKobo * l.quantity, 0);
      expect(-price.adjustmentsKobo).toBe(couponDiscountOf(coupon, goods));
      for (const store of price.stores) {
        const discount = store.lineDiscountsKobo.reduce((a, b) => a + b, 0);
        expect(discount).toBe(-store.adjustments.reduce((t, a) => t + a.amountKobo, 0));
        expect(discount).toBeLessThanOrEqual(store.subtotalKobo);
        expect(store.totalKobo).toBe(store.subtotalKobo - discount + 150_000);
      }
    }
  });

  it('commission is taken on each line after its share of the discount', () => {
    const lines = [{ storeId: 's', priceKobo: 100_000, quantity: 1, categoryId: null }];
    const outcome = applyCoupon(terms({ percentBp: 5000 }), lines, now);
    if (!outcome.ok) throw new Error(outcome.message);
    const rule = { percentBp: 1000, flatKobo: 0, floorKobo: null, capKobo: null, scope: 'platform' as const };
    const price = priceCart(lines, {
      deliveryFeeKobo: null,
      adjust: outcome.adjust,
      commission: { ruleFor: () => rule },
    });
    expect(price.stores[0]!.commission.amountKobo).toBe(5_000);
  });

  it.each([
    [{ active: false }, 'This coupon is no longer available'],
    [{ startsAt: new Date('2026-12-01T00:00:00Z') }, 'This coupon is not active yet'],
    [{ endsAt: new Date('2026-11-25T10:00:00Z') }, 'This coupon has expired'],
    [{ maxUses: 3, uses: 3 }, 'This coupon has been used up'],
    [{ minSpendKobo: 1_000_000 }, 'Spend at least ₦10,000.00 to use this coupon'],
  ] as const)('refuses %o: "%s"', (over, message) => {
    const outcome = applyCoupon(terms(over), [{ storeId: 's', priceKobo: 500_000, quantity: 1 }], now);
    expect(outcome).toEqual({ ok: false, message });
  });
});
