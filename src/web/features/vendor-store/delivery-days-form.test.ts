import { describe, expect, it } from 'vitest';
import {
  deliveryDaysFormSchema,
  deliveryDaysPath,
  deliveryDaysTexts,
  parseDeliveryDays,
} from './delivery-days-form.ts';

const blank = { minDays: '', maxDays: '' };

describe('the delivery days form (docs/product.md#delivery-estimates)', () => {
  it('reads the usual days and each state’s own as whole days', () => {
    expect(
      parseDeliveryDays({
        defaultDays: { minDays: '3', maxDays: ' 7 ' },
        states: [{ state: 'Lagos', days: { minDays: '0', maxDays: '1' } }],
      }),
    ).toEqual({ days: { defaultDays: { minDays: 3, maxDays: 7 }, states: { Lagos: { minDays: 0, maxDays: 1 } } } });
  });

  it('reads blank usual days as not said', () => {
    expect(parseDeliveryDays({ defaultDays: blank, states: [] })).toEqual({ days: { defaultDays: null, states: {} } });
  });

  it('names each wrong box as the API does: beyond 0–60, not whole, missing, the most below the fewest', () => {
    expect(
      parseDeliveryDays({
        defaultDays: { minDays: '5', maxDays: '' },
        states: [
          { state: 'Kano', days: { minDays: '61', maxDays: '1.5' } },
          { state: 'Oyo', days: { minDays: '4', maxDays: '2' } },
        ],
      }),
    ).toEqual({
      errors: {
        'defaultDays.maxDays': 'Enter the days',
        'states.Kano.minDays': 'Enter whole days from 0 to 60',
        'states.Kano.maxDays': 'Enter whole days from 0 to 60',
        'states.Oyo.maxDays': 'The most days cannot be fewer than the fewest',
      },
    });
  });

  it('shows saved days back, the states in the list’s order', () => {
    expect(
      deliveryDaysTexts({
        defaultDays: null,
        states: { Rivers: { minDays: 4, maxDays: 6 }, Abia: { minDays: 2, maxDays: 3 } },
      }),
    ).toEqual({
      defaultDays: blank,
      states: [
        { state: 'Abia', days: { minDays: '2', maxDays: '3' } },
        { state: 'Rivers', days: { minDays: '4', maxDays: '6' } },
      ],
    });
  });
});

describe('the delivery days form schema (react-hook-form)', () => {
  const lagos = { state: 'Lagos' as const, days: { minDays: '1', maxDays: '2' } };

  it('puts a refusal under the box of the state it belongs to, by its place in the list', () => {
    const result = deliveryDaysFormSchema.safeParse({
      defaultDays: { minDays: '3', maxDays: '7' },
      states: [lagos, { state: 'Kano', days: { minDays: '5', maxDays: '4' } }],
    });
    expect(result.error?.issues.map(({ path, message }) => ({ path, message }))).toEqual([
      { path: ['states', 1, 'days', 'maxDays'], message: 'The most days cannot be fewer than the fewest' },
    ]);
  });

  it('gives the API its input', () => {
    expect(deliveryDaysFormSchema.parse({ defaultDays: blank, states: [lagos] })).toEqual({
      defaultDays: null,
      states: { Lagos: { minDays: 1, maxDays: 2 } },
    });
  });

  it('finds where a field the API names sits in the form', () => {
    const texts = { defaultDays: blank, states: [lagos] };
    expect(deliveryDaysPath(texts, 'defaultDays.maxDays')).toBe('defaultDays.maxDays');
    expect(deliveryDaysPath(texts, 'states.Lagos.minDays')).toBe('states.0.days.minDays');
    expect(deliveryDaysPath(texts, 'states.Kano.minDays')).toBeNull();
  });
});
