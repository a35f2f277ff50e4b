import { describe, expect, it } from 'vitest';
import { cashoutAmountField, cashoutRequestInputSchema } from './cashout.ts';
import { messages } from '../messages.ts';
import { nairaToKobo } from '../money.ts';

describe('the cashout amount the vendor types (docs/product.md#cashouts), in naira', () => {
  it.each([
    [1, 100],
    [2500.5, 250_050],
    [0.1 + 0.2 + 0.7, 100],
    [19.99, 1999],
  ])('%s naira is %s kobo', (amount, kobo) => {
    expect(nairaToKobo(cashoutAmountField.parse(amount))).toBe(kobo);
    // What the form sends is what the API takes.
    expect(cashoutRequestInputSchema.parse({ amountKobo: nairaToKobo(amount) })).toEqual({ amountKobo: kobo });
  });

  it.each([0, -1, 0.99, 1.001, Number.NaN, Infinity, 2e9, '5', null])('refuses %s with "Invalid amount"', (amount) => {
    const result = cashoutAmountField.safeParse(amount);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.cashouts.invalidAmount);
  });
});

describe('POST /api/cashouts takes the amount in kobo, like every other money field', () => {
  it.each([100, 250_050, 100_000_000_000])('takes %s kobo', (amountKobo) => {
    expect(cashoutRequestInputSchema.parse({ amountKobo })).toEqual({ amountKobo });
  });

  it.each([0, -100, 99, 100.5, Number.NaN, Infinity, 100_000_000_001, '500', null, undefined])(
    'refuses %s kobo with "Invalid amount"',
    (amountKobo) => {
      const result = cashoutRequestInputSchema.safeParse({ amountKobo });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.cashouts.invalidAmount);
    },
  );

  it('refuses unknown fields, the old naira `amount` among them', () => {
    expect(cashoutRequestInputSchema.safeParse({ amountKobo: 500, amount: 5 }).success).toBe(false);
    expect(cashoutRequestInputSchema.safeParse({ amount: 5 }).success).toBe(false);
  });
});
