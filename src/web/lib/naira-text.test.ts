import { describe, expect, it } from 'vitest';
import { readNaira } from './naira-text.ts';

describe('a naira amount typed in a form', () => {
  it('reads naira with commas and up to 2 decimals as kobo', () => {
    expect([readNaira('1,500.50'), readNaira(' 200 '), readNaira('0'), readNaira('0.1')]).toEqual([
      { kobo: 150_050 },
      { kobo: 20_000 },
      { kobo: 0 },
      { kobo: 10 },
    ]);
  });

  it('tells a blank from an amount that is not one', () => {
    expect(readNaira('  ')).toBe('blank');
    expect(['-5', '1.234', '1e3', 'lots', '₦100'].map(readNaira)).toEqual(Array(5).fill('invalid'));
  });
});
