import { describe, expect, it } from 'vitest';
import { couponFormSchema, EMPTY_COUPON, parseCoupon, type CouponTexts } from './coupon-form.ts';

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
        budgetKobo: null,
      },
    });
  });

  it('a platform coupon needs total uses or a budget in naira', () => {
    expect(parseCoupon({ ...EMPTY_COUPON, code: 'OJA10', amount: '10' }, { platform: true })).toEqual({
      errors: { budgetKobo: 'Give an Oja coupon a limit: total uses, a total budget in naira, or both' },
    });
    expect(
      parseCoupon({ ...EMPTY_COUPON, code: 'OJA10', amount: '10', budget: '50,000' }, { platform: true }),
    ).toMatchObject({
      input: { maxUses: null, budgetKobo: 5_000_000 },
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

describe('the coupon form schema (react-hook-form)', () => {
  const errorsOf = (texts: Partial<CouponTexts>, platform = false) => {
    const result = couponFormSchema({ platform }).safeParse({ ...EMPTY_COUPON, ...texts });
    return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));
  };

  it('puts a refusal under the input it was typed in', () => {
    expect(errorsOf({ code: 'SAVE10', amount: '101' })).toEqual({ amount: 'Enter a percentage from 0.01 to 100' });
    expect(errorsOf({ code: 'SAVE10', amount: '5', minSpend: 'lots' })).toEqual({
      minSpend: 'Enter the minimum spend in naira',
    });
  });

  it('checks the code with the API schema, and the platform coupon with its limit rule', () => {
    expect(errorsOf({ code: 'x', amount: '10' })).toEqual({ code: 'A code is 3 to 32 letters, digits, - or _' });
    expect(errorsOf({ code: 'OJA10', amount: '10' }, true)).toEqual({
      budget: 'Give an Oja coupon a limit: total uses, a total budget in naira, or both',
    });
  });

  it('gives the API its input', () => {
    expect(couponFormSchema().parse({ ...EMPTY_COUPON, code: 'SAVE10', kind: 'fixed', amount: '500' })).toMatchObject({
      code: 'SAVE10',
      kind: 'fixed',
      amountKobo: 50_000,
      percentBp: null,
    });
  });
});
