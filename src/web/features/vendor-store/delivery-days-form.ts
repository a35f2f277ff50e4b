import { NIGERIAN_STATES, type NigerianState } from '../../../shared/constants.ts';
import { DELIVERY_DAYS_MAX, type DayRange, type StoreDeliveryDays } from '../../../shared/delivery-days.ts';

/** A range as the owner types it. */
export type DayTexts = { minDays: string; maxDays: string };
/** The form: the usual days (both blank: not said) and the states that differ, in the order added. */
export type DeliveryDaysTexts = { defaultDays: DayTexts; states: { state: NigerianState; days: DayTexts }[] };
/** Each refusal under the field the API names it by: `defaultDays.minDays`, `states.Lagos.maxDays`. */
export type DeliveryDaysErrors = Record<string, string>;

const BLANK: DayTexts = { minDays: '', maxDays: '' };
const asTexts = (range: DayRange | null | undefined): DayTexts =>
  range ? { minDays: String(range.minDays), maxDays: String(range.maxDays) } : BLANK;

/** The saved days in the form's words, the states in the order of the list of states. */
export function deliveryDaysTexts(days: StoreDeliveryDays): DeliveryDaysTexts {
  return {
    defaultDays: asTexts(days.defaultDays),
    states: NIGERIAN_STATES.filter((state) => days.states[state]).map((state) => ({
      state,
      days: asTexts(days.states[state]),
    })),
  };
}

const invalid = `Enter whole days from 0 to ${DELIVERY_DAYS_MAX}`;

/** "3" → 3; anything but whole days 0–60 is an error. */
function parseDays(text: string): number | string {
  const trimmed = text.trim();
  if (trimmed === '') return 'Enter the days';
  if (!/^\d{1,2}$/.test(trimmed) || Number(trimmed) > DELIVERY_DAYS_MAX) return invalid;
  return Number(trimmed);
}

function parseRange(texts: DayTexts, field: string, errors: DeliveryDaysErrors): DayRange | null {
  const min = parseDays(texts.minDays);
  const max = parseDays(texts.maxDays);
  if (typeof min === 'string') errors[`${field}.minDays`] = min;
  if (typeof max === 'string') errors[`${field}.maxDays`] = max;
  if (typeof min !== 'number' || typeof max !== 'number') return null;
  if (max < min) {
    errors[`${field}.maxDays`] = 'The most days cannot be fewer than the fewest';
    return null;
  }
  return { minDays: min, maxDays: max };
}

/**
 * The typed days as the API takes them, or the message of each field that is wrong: the usual days
 * may be left blank (both boxes) for "not said"; a state's days are both needed.
 */
export function parseDeliveryDays(
  texts: DeliveryDaysTexts,
): { days: StoreDeliveryDays } | { errors: DeliveryDaysErrors } {
  const errors: DeliveryDaysErrors = {};
  const usualBlank = texts.defaultDays.minDays.trim() === '' && texts.defaultDays.maxDays.trim() === '';
  const defaultDays = usualBlank ? null : parseRange(texts.defaultDays, 'defaultDays', errors);
  const states: StoreDeliveryDays['states'] = {};
  for (const { state, days } of texts.states) {
    const range = parseRange(days, `states.${state}`, errors);
    if (range) states[state] = range;
  }
  return Object.keys(errors).length > 0 ? { errors } : { days: { defaultDays, states } };
}
