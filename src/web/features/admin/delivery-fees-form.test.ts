import { describe, expect, it } from 'vitest';
import { deliveryFeesFormSchema, deliveryFeeTexts, parseNairaFee } from './delivery-fees-form.ts';

const table = { defaultFeeKobo: 300_000, fees: { Lagos: 150_000 } };
const issuesOf = (result: { error?: { issues: { path: PropertyKey[]; message: string }[] } | undefined }) =>
  result.error?.issues.map(({ path, message }) => ({ path, message }));

describe('the delivery fees form (docs/product.md#delivery-fees)', () => {
  it('reads naira as kobo, a blank as "use the default", and refuses anything else', () => {
    expect([parseNairaFee(' 1,500 '), parseNairaFee('99.5'), parseNairaFee('')]).toEqual([
      { kobo: 150_000 },
      { kobo: 9_950 },
      {},
    ]);
    expect(parseNairaFee('-5')).toEqual({ error: 'Enter an amount in naira, e.g. 1500' });
    expect(parseNairaFee('1.234')).toEqual({ error: 'Enter an amount in naira, e.g. 1500' });
    expect(parseNairaFee('1000000.01')).toEqual({ error: 'Fee must be at most ₦1,000,000' });
  });

  it('shows the saved table as typed: a state without a fee of its own is blank', () => {
    const texts = deliveryFeeTexts(table);
    expect(texts.defaultFee).toBe('3000');
    expect(texts.fees.Lagos).toBe('1500');
    expect(texts.fees.Oyo).toBe('');
    expect(texts.allFee).toBe('');
  });

  it('sends only the states whose fee changed, a cleared one as null', () => {
    const texts = deliveryFeeTexts(table);
    const edited = { ...texts, defaultFee: '2,500', fees: { ...texts.fees, Lagos: '', Kano: '4100' } };
    expect(deliveryFeesFormSchema(table).parse(edited)).toEqual({
      fees: { Lagos: null, Kano: 410_000 },
      defaultFeeKobo: 250_000,
    });
    expect(deliveryFeesFormSchema(table).parse(texts)).toEqual({ fees: {}, defaultFeeKobo: 300_000 });
  });

  it('puts each refusal under its box, the default one needed', () => {
    const texts = deliveryFeeTexts(table);
    const wrong = { ...texts, defaultFee: '', fees: { ...texts.fees, 'Akwa Ibom': 'lots', FCT: '2000000' } };
    expect(issuesOf(deliveryFeesFormSchema(table).safeParse(wrong))).toEqual([
      { path: ['defaultFee'], message: 'Enter the default fee' },
      { path: ['fees', 'Akwa Ibom'], message: 'Enter an amount in naira, e.g. 1500' },
      { path: ['fees', 'FCT'], message: 'Fee must be at most ₦1,000,000' },
    ]);
  });
});
