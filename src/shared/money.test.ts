import { describe, expect, it } from 'vitest';
import { formatNaira, koboToNaira, nairaToKobo } from './money.ts';

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
