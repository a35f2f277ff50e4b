import { describe, expect, it } from 'vitest';
import { deliveryDaysTexts, parseDeliveryDays } from './delivery-days-form.ts';

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
