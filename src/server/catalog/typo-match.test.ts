import { describe, expect, it } from 'vitest';
import { isNearMiss, slipDistance, slipsAllowed, wordsOf } from './typo-match.ts';

describe('near-misses in search', () => {
  it('counts a swap of two neighbouring letters as one slip, like a missing, extra or wrong letter', () => {
    expect(slipDistance('iphnoe', 'iphone')).toBe(1);
    expect(slipDistance('blendr', 'blender')).toBe(1);
    expect(slipDistance('garri', 'gari')).toBe(1);
    expect(slipDistance('rice', 'nice')).toBe(1);
    expect(slipDistance('shea', 'shoes')).toBe(2);
    expect(slipDistance('', 'tv')).toBe(2);
  });

  it('allows no slip up to 3 letters, one up to 7 and two from 8', () => {
    expect([3, 4, 7, 8].map(slipsAllowed)).toEqual([0, 1, 1, 2]);
  });

  it('splits names into lowercase words of letters and digits', () => {
    expect(wordsOf('Hisense 32" LED TV')).toEqual(['hisense', '32', 'led', 'tv']);
    expect(wordsOf("Men's Leather (UK used)")).toEqual(['men', 's', 'leather', 'uk', 'used']);
  });

  it('wants every word of the query in the name or within its slips', () => {
    expect(isNearMiss('iphnoe', 'Apple iPhone 13')).toBe(true);
    expect(isNearMiss('shea', "Men's Leather Oxford Shoes")).toBe(false);
    expect(isNearMiss('leather shoes', "Men's Leather Oxford Shoes")).toBe(true);
    expect(isNearMiss('leather shoes', 'Leather Wallet')).toBe(false);
    expect(isNearMiss('%', 'Mug 100%')).toBe(false);
  });
});
