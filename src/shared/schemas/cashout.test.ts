import { describe, expect, it } from 'vitest';
import { cashoutAmountKobo, cashoutRequestInputSchema } from './cashout.ts';
import { messages } from '../messages.ts';

describe('the cashout amount (docs/product.md#cashouts)', () => {
  it.each([
    [1, 100],
    [2500.5, 250_050],
    [0.1 + 0.2 + 0.7, 100],
    [19.99, 1999],
  ])('%s naira is %s kobo', (amount, kobo) => {
    expect(cashoutAmountKobo(cashoutRequestInputSchema.parse({ amount }))).toBe(kobo);
  });

  it.each([0, -1, 0.99, 1.001, Number.NaN, Infinity, 2e9, '5', null])('refuses %s with "Invalid amount"', (amount) => {
    const result = cashoutRequestInputSchema.safeParse({ amount });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(messages.cashouts.invalidAmount);
  });

  it('refuses unknown fields', () => {
    expect(cashoutRequestInputSchema.safeParse({ amount: 5, amountKobo: 500 }).success).toBe(false);
  });
});
