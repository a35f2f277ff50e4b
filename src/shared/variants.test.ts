import { describe, expect, it } from 'vitest';
import { combinations, priceFrom, variantLabel } from './variants.ts';

const options = [
  { name: 'Size', values: ['S', 'M'] },
  { name: 'Colour', values: ['Red', 'Black'] },
];

describe('variants (docs/product.md#variants)', () => {
  it('names a size with its option and a colour alone: "Size M · Black"', () => {
    expect(variantLabel(options, ['M', 'Black'])).toBe('Size M · Black');
    expect(variantLabel([{ name: 'Shoe size', values: ['42'] }], ['42'])).toBe('Shoe size 42');
  });

  it('lists every combination in the order of the options and their values', () => {
    expect(combinations(options)).toEqual([
      ['S', 'Red'],
      ['S', 'Black'],
      ['M', 'Red'],
      ['M', 'Black'],
    ]);
  });

  it('says "from" only when the variants’ prices differ', () => {
    expect(priceFrom({ priceKobo: 500, variantMinPriceKobo: 400, variantMaxPriceKobo: 600 })).toEqual({
      priceKobo: 400,
      from: true,
    });
    expect(priceFrom({ priceKobo: 500, variantMinPriceKobo: 500, variantMaxPriceKobo: 500 }).from).toBe(false);
    expect(priceFrom({ priceKobo: 500, variantMinPriceKobo: null, variantMaxPriceKobo: null })).toEqual({
      priceKobo: 500,
      from: false,
    });
  });
});
