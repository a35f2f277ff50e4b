import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import { describeRate, parseRate, percentToBp, rateTexts } from './commission-form.ts';

const m = messages.commission;
const texts = (t: Partial<Record<'percent' | 'flat' | 'floor' | 'cap', string>>) => ({
  percent: '',
  flat: '',
  floor: '',
  cap: '',
  ...t,
});

describe('the commission form (docs/product.md#commission)', () => {
  it('reads a percent of 0 to 100 with at most 2 decimals as basis points', () => {
    expect([
      percentToBp('10'),
      percentToBp('12.5'),
      percentToBp('0.05'),
      percentToBp('100'),
      percentToBp(' 7% '),
    ]).toEqual([1000, 1250, 5, 10_000, 700]);
    expect([percentToBp('100.01'), percentToBp('-1'), percentToBp('1.234'), percentToBp('ten')]).toEqual([
      null,
      null,
      null,
      null,
    ]);
  });

  it('reads blanks as no percent, no flat fee, and no floor or cap', () => {
    expect(parseRate(texts({}))).toEqual({ rate: { percentBp: 0, flatKobo: 0, floorKobo: null, capKobo: null } });
    expect(parseRate(texts({ percent: '10', flat: '50', floor: '1,000', cap: '5000.50' }))).toEqual({
      rate: { percentBp: 1000, flatKobo: 5_000, floorKobo: 100_000, capKobo: 500_050 },
    });
  });

  it('names each wrong field in the words the API uses', () => {
    expect(parseRate(texts({ percent: '101', flat: '-5', floor: '1.234', cap: 'lots' }))).toEqual({
      errors: {
        percentBp: m.percentInvalid,
        flatKobo: m.flatInvalid,
        floorKobo: m.floorInvalid,
        capKobo: m.capInvalid,
      },
    });
  });

  it('refuses a floor above the cap, under the floor', () => {
    expect(parseRate(texts({ floor: '200', cap: '100' }))).toEqual({ errors: { floorKobo: m.floorAboveCap } });
    expect(parseRate(texts({ floor: '100', cap: '100' }))).toMatchObject({
      rate: { floorKobo: 10_000, capKobo: 10_000 },
    });
  });

  it('shows a saved rate back as typed, and describes it in a line', () => {
    const rate = { percentBp: 1250, flatKobo: 5_000, floorKobo: 10_000, capKobo: 500_000 };
    expect(rateTexts(rate)).toEqual({ percent: '12.5', flat: '50', floor: '100', cap: '5000' });
    expect(rateTexts({ percentBp: 0, flatKobo: 0, floorKobo: 0, capKobo: null })).toEqual({
      percent: '0',
      flat: '0',
      floor: '0',
      cap: '',
    });
    expect(describeRate(rate)).toBe('12.5% + ₦50.00 per line, at least ₦100.00, at most ₦5,000.00');
    expect(describeRate({ percentBp: 1000, flatKobo: 0, floorKobo: null, capKobo: null })).toBe('10%');
    expect(describeRate({ percentBp: 0, flatKobo: 0, floorKobo: null, capKobo: null })).toBe('No commission');
  });
});
