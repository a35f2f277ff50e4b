import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaDecimal, nairaToKobo, proportionalShare } from './money.ts';

describe('money', () => {
  it('formats kobo as naira with the ₦ symbol and two decimals', () => {
    expect(formatNaira(125_000)).toBe('₦1,250.00');
    expect(formatNaira(0)).toBe('₦0.00');
    expect(formatNaira(1)).toBe('₦0.01');
    expect(formatNaira(123_456_789)).toBe('₦1,234,567.89');
  });

  it('converts typed naira to whole kobo without float drift', () => {
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(1250)).toBe(125_000);
    expect(koboToNaira(1999)).toBe(19.99);
  });
});

describe('nairaDecimal', () => {
  it('writes kobo as naira with two decimals, exactly, sign first', () => {
    expect(nairaDecimal(0)).toBe('0.00');
    expect(nairaDecimal(5)).toBe('0.05');
    expect(nairaDecimal(-5)).toBe('-0.05');
    expect(nairaDecimal(125_001)).toBe('1250.01');
    expect(nairaDecimal(-40_000)).toBe('-400.00');
    expect(nairaDecimal(900_719_925_474_099)).toBe('9007199254740.99');
  });

  it('agrees with the float conversion for every amount up to ₦100,000', () => {
    for (let kobo = -10_000_000; kobo <= 10_000_000; kobo += 997) {
      expect(nairaDecimal(kobo)).toBe(koboToNaira(kobo).toFixed(2));
    }
  });
});

describe('proportionalShare: the one rounding rule after the sale', () => {
  it('rounds down to the kobo, gives all of it when the part covers the whole and nothing of an empty whole', () => {
    expect(proportionalShare(1000, 1, 3)).toBe(333);
    expect(proportionalShare(1000, 2, 3)).toBe(666);
    expect(proportionalShare(1000, 3, 3)).toBe(1000);
    expect(proportionalShare(1000, 4, 3)).toBe(1000);
    expect(proportionalShare(1000, 0, 3)).toBe(0);
    expect(proportionalShare(0, 0, 0)).toBe(0);
    expect(proportionalShare(700, 0, 0)).toBe(700);
  });

  it('is exact where the product passes 2^53', () => {
    // An exact share whose product passes 2^53: in floats it comes out a kobo short.
    expect(proportionalShare(233_157_033_315, 55_723, 115_105)).toBe(112_872_675_969);
    expect(Math.floor((233_157_033_315 * 55_723) / 115_105)).toBe(112_872_675_968);
  });

  it('never gives back more in parts than the whole', () => {
    for (let whole = 1; whole <= 60; whole++) {
      for (const amount of [0, 1, 7, 99, 12_345]) {
        let given = 0;
        for (let part = 1; part <= whole; part++) given += proportionalShare(amount, 1, whole);
        expect(given).toBeLessThanOrEqual(amount);
      }
    }
  });
});
