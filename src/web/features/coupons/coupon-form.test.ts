import { describe, expect, it } from 'vitest';
import { EMPTY_COUPON, parseCoupon } from './coupon-form.ts';

describe('the coupon form (docs/product.md#coupons)', () => {
  it('turns "12.5" percent into basis points and blanks into no limits', () => {
    expect(parseCoupon({ ...EMPTY_COUPON, code: ' save10 ', amount: '12.5' })).toEqual({
      input: {
        code: 'save10',
        kind: 'percent',
        percentBp: 1250,
        amountKobo: null,
        minSpendKobo: 0,
        startsAt: null,
        endsAt: null,
        maxUses: null,
        maxUsesPerCustomer: null,
      },
    });
  });

  it('turns naira into kobo, and the end date into the end of that day in Lagos', () => {
    const parsed = parseCoupon({
      ...EMPTY_COUPON,
      code: 'NAIRA',
      kind: 'fixed',
      amount: '1,500',
      minSpend: '10000',
      startsOn: '2026-12-01',
      endsOn: '2026-12-31',
      maxUses: '100',
      maxUsesPerCustomer: '1',
    });
    expect(parsed).toMatchObject({
      input: {
        amountKobo: 150_000,
        percentBp: null,
        minSpendKobo: 1_000_000,
        startsAt: '2026-12-01T00:00:00+01:00',
        endsAt: '2026-12-31T23:59:59+01:00',
        maxUses: 100,
        maxUsesPerCustomer: 1,
      },
    });
  });

  it('names each wrong field as the API does', () => {
    expect(
      parseCoupon({
        ...EMPTY_COUPON,
        code: 'X1',
        amount: '101',
        maxUses: '0',
        startsOn: '2026-12-02',
        endsOn: '2026-12-01',
      }),
    ).toEqual({
      errors: {
        percentBp: 'Enter a percentage from 0.01 to 100',
        maxUses: 'Total uses must be a whole number of at least 1',
        endsAt: 'The end must be after the start',
      },
    });
  });
});
