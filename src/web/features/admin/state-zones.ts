import type { NigerianState } from '../../../shared/constants.ts';

/** Nigeria's six geopolitical zones, and the Federal Capital Territory on its own. */
export const STATE_ZONES: readonly { zone: string; states: readonly NigerianState[] }[] = [
  { zone: 'North Central', states: ['Benue', 'Kogi', 'Kwara', 'Nasarawa', 'Niger', 'Plateau'] },
  { zone: 'North East', states: ['Adamawa', 'Bauchi', 'Borno', 'Gombe', 'Taraba', 'Yobe'] },
  { zone: 'North West', states: ['Jigawa', 'Kaduna', 'Kano', 'Katsina', 'Kebbi', 'Sokoto', 'Zamfara'] },
  { zone: 'South East', states: ['Abia', 'Anambra', 'Ebonyi', 'Enugu', 'Imo'] },
  { zone: 'South South', states: ['Akwa Ibom', 'Bayelsa', 'Cross River', 'Delta', 'Edo', 'Rivers'] },
  { zone: 'South West', states: ['Ekiti', 'Lagos', 'Ogun', 'Ondo', 'Osun', 'Oyo'] },
  { zone: 'Federal Capital Territory', states: ['FCT'] },
];

const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * The zones with the states a typed filter matches: a state matches when its name (or its zone's
 * name, or "Abuja" for the FCT) contains the words typed, ignoring case and accents. Zones left
 * with no state are dropped; an empty filter keeps all 37.
 */
export function filterStateZones(text: string): { zone: string; states: readonly NigerianState[] }[] {
  const words = fold(text).split(' ').filter(Boolean);
  if (words.length === 0) return [...STATE_ZONES];
  return STATE_ZONES.map(({ zone, states }) => ({
    zone,
    states: states.filter((state) => {
      const haystack = fold(`${state} ${zone} ${state === 'FCT' ? 'Abuja' : ''}`);
      return words.every((word) => haystack.includes(word));
    }),
  })).filter((group) => group.states.length > 0);
}

/** Every state once, in the zones' order (a check that the zones cover NIGERIAN_STATES). */
export const STATES_BY_ZONE: readonly NigerianState[] = STATE_ZONES.flatMap((group) => group.states);
