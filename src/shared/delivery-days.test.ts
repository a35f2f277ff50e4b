import { describe, expect, it } from 'vitest';
import { deliveryDaysForState, describeDeliveryDays, isNigerianState, NO_DELIVERY_DAYS } from './delivery-days.ts';

describe('delivery days (docs/product.md#delivery-estimates)', () => {
  const days = { defaultDays: { minDays: 3, maxDays: 7 }, states: { Lagos: { minDays: 1, maxDays: 2 } } };

  it('gives a state its own days, else the store’s usual days, else none', () => {
    expect(deliveryDaysForState(days, 'Lagos')).toEqual({ minDays: 1, maxDays: 2 });
    expect(deliveryDaysForState(days, 'Kano')).toEqual({ minDays: 3, maxDays: 7 });
    expect(deliveryDaysForState({ defaultDays: null, states: { Oyo: { minDays: 2, maxDays: 2 } } }, 'Kano')).toBe(null);
    expect(deliveryDaysForState(NO_DELIVERY_DAYS, 'Lagos')).toBe(null);
  });

  it('says the days as a shopper reads them', () => {
    expect(describeDeliveryDays({ minDays: 2, maxDays: 4 })).toBe('2–4 days');
    expect(describeDeliveryDays({ minDays: 1, maxDays: 1 })).toBe('1 day');
    expect(describeDeliveryDays({ minDays: 5, maxDays: 5 })).toBe('5 days');
    expect(describeDeliveryDays({ minDays: 0, maxDays: 0 })).toBe('the same day');
    expect(describeDeliveryDays({ minDays: 0, maxDays: 1 })).toBe('within 1 day');
    expect(describeDeliveryDays({ minDays: 0, maxDays: 3 })).toBe('within 3 days');
  });

  it('knows the 36 states and the FCT, and nothing else', () => {
    expect([isNigerianState('Lagos'), isNigerianState('FCT'), isNigerianState('Atlantis'), isNigerianState(1)]).toEqual(
      [true, true, false, false],
    );
  });
});
