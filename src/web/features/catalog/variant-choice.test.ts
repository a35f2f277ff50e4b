import { describe, expect, it } from 'vitest';
import { choiceFromParams, chosenVariant, firstMissing, valueInStock } from './variant-choice.ts';

const options = [
  { name: 'Size', values: ['S', 'M'] },
  { name: 'Colour', values: ['Red', 'Black'] },
];
const variant = (values: string[], stockQuantity: number) => ({
  id: values.join('-'),
  values,
  label: values.join(' · '),
  stockQuantity,
  priceKobo: null,
  image: null,
});
const variants = [
  variant(['S', 'Red'], 1),
  variant(['S', 'Black'], 0),
  variant(['M', 'Red'], 0),
  variant(['M', 'Black'], 0),
];

describe('choosing a variant on the product page', () => {
  it('reads the choice from the URL, ignoring values the product does not offer', () => {
    expect(choiceFromParams(options, new URLSearchParams('size=m&colour=Blue'))).toEqual(['M', null]);
  });

  it('names the variant only once every option is chosen', () => {
    expect(chosenVariant(variants, ['S', null])).toBeNull();
    expect(chosenVariant(variants, ['S', 'Black'])?.id).toBe('S-Black');
  });

  it('crosses out a value whose combinations with the choice so far are all out of stock', () => {
    expect(valueInStock(variants, [null, null], 0, 'M')).toBe(false);
    expect(valueInStock(variants, [null, null], 0, 'S')).toBe(true);
    expect(valueInStock(variants, ['S', null], 1, 'Black')).toBe(false);
  });

  it('asks for the first option not chosen', () => {
    expect(firstMissing(options, [null, 'Red'])?.name).toBe('Size');
    expect(firstMissing(options, ['S', 'Red'])).toBeNull();
  });
});
