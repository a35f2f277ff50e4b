import { describe, expect, it } from 'vitest';
import { NIGERIAN_STATES } from '../../../shared/constants.ts';
import { filterStateZones, STATES_BY_ZONE } from './state-zones.ts';

describe('the states grouped by geopolitical zone', () => {
  it('names each of the 36 states and the FCT exactly once', () => {
    expect([...STATES_BY_ZONE].sort()).toEqual([...NIGERIAN_STATES].sort());
  });

  it('finds a state by part of its name, ignoring case and accents', () => {
    expect(filterStateZones('ỌYỌ')).toEqual([{ zone: 'South West', states: ['Oyo'] }]);
    expect(filterStateZones('river')).toEqual([{ zone: 'South South', states: ['Cross River', 'Rivers'] }]);
  });

  it('finds a zone’s states by the zone’s name, and the FCT by Abuja', () => {
    expect(filterStateZones('south east')).toEqual([
      { zone: 'South East', states: ['Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'] },
    ]);
    expect(filterStateZones('abuja')).toEqual([{ zone: 'Federal Capital Territory', states: ['FCT'] }]);
  });

  it('keeps every zone for an empty filter and none for a filter nothing matches', () => {
    expect(filterStateZones('  ')).toHaveLength(7);
    expect(filterStateZones('atlantis')).toEqual([]);
  });
});
