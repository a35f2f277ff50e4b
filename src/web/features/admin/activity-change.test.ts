import { describe, expect, it } from 'vitest';
import { activityChanges } from './activity-change.ts';

describe('activityChanges', () => {
  it('lists only the fields that changed, money in naira and rates as percentages', () => {
    expect(
      activityChanges(
        { percentBp: 1000, flatKobo: 0, capKobo: null, chargeDeliveryFees: false },
        { percentBp: 1250, flatKobo: 0, capKobo: 50_000, chargeDeliveryFees: true },
      ),
    ).toEqual([
      { field: 'Percent', before: '10%', after: '12.5%' },
      { field: 'Cap', before: '—', after: '₦500.00' },
      { field: 'Charge delivery fees', before: 'No', after: 'Yes' },
    ]);
  });

  it('a record created or removed shows every field against a dash', () => {
    expect(activityChanges(null, { holdDays: 5, capKobo: null })).toEqual([
      { field: 'Hold days', before: '—', after: '5' },
    ]);
    expect(activityChanges({ role: 'vendor' }, null)).toEqual([{ field: 'Role', before: 'vendor', after: '—' }]);
  });

  it('nothing before and after is no change', () => {
    expect(activityChanges(null, null)).toEqual([]);
  });
});
