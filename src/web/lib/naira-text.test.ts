import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { nairaTextField, readNaira } from './naira-text.ts';

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

describe('a naira box of a form schema', () => {
  const limit = z
    .object({ limitKobo: nairaTextField('Enter the limit') })
    .pipe(z.strictObject({ limitKobo: z.int().max(100_000, 'At most ₦1,000') }));

  it('gives kobo, checked by the schema it is piped into, each refusal under the box', () => {
    expect(limit.parse({ limitKobo: '1,000' })).toEqual({ limitKobo: 100_000 });
    for (const [text, message] of [
      ['', 'Enter the limit'],
      ['lots', 'Enter the limit'],
      ['1000.01', 'At most ₦1,000'],
    ])
      expect(limit.safeParse({ limitKobo: text }).error?.issues).toMatchObject([{ path: ['limitKobo'], message }]);
  });
});
