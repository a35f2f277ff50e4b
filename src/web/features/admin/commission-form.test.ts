import { describe, expect, it } from 'vitest';
import { messages } from '../../../shared/messages.ts';
import {
  describeRate,
  parseRate,
  percentToBp,
  rateFormFieldOf,
  rateFormSchema,
  rateFormTexts,
  rateTexts,
} from './commission-form.ts';

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

  it('checks the whole form for react-hook-form, each refusal under its box', () => {
    const form = { ...rateFormTexts(undefined), percent: '10', floor: '100', cap: '5000' };
    expect(rateFormSchema({ platform: true }).parse({ ...form, chargeDeliveryFees: true })).toEqual({
      rate: { percentBp: 1000, flatKobo: 0, floorKobo: 10_000, capKobo: 500_000 },
      targetId: '',
      chargeDeliveryFees: true,
    });
    const refused = rateFormSchema().safeParse({ ...form, percent: '101', floor: '200', cap: '100' });
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['percent'], message: m.percentInvalid },
      { path: ['floor'], message: m.floorAboveCap },
    ]);
  });

  it('needs a category or store picked when adding an override', () => {
    const refused = rateFormSchema({ pick: 'store' }).safeParse(rateFormTexts(undefined));
    expect(refused.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['targetId'], message: 'Choose a store' },
    ]);
    expect(rateFormSchema({ pick: 'category' }).parse(rateFormTexts(undefined, { targetId: 'c1' }))).toMatchObject({
      targetId: 'c1',
    });
  });

  it("puts the API's refusals under the box they are about", () => {
    expect(
      ['percentBp', 'flatKobo', 'floorKobo', 'capKobo', 'chargeDeliveryFees', 'storeId'].map(rateFormFieldOf),
    ).toEqual(['percent', 'flat', 'floor', 'cap', 'chargeDeliveryFees', null]);
  });
});
