import { z } from 'zod';
import { NIGERIAN_STATES, type NigerianState } from '../../../shared/constants.ts';
import { DELIVERY_DAYS_MAX, type DayRange, type StoreDeliveryDays } from '../../../shared/delivery-days.ts';
import { setStoreDeliveryDaysInputSchema } from '../../../shared/schemas/delivery-days.ts';

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

/**
 * Where a field the API names (`defaultDays.minDays`, `states.Lagos.maxDays`) sits in the form,
 * whose states are a list in the order added: `states.0.days.maxDays`. Null for a state not listed.
 */
export function deliveryDaysPath(texts: DeliveryDaysTexts, apiField: string): string | null {
  const [group, state, box] = apiField.split('.');
  if (group !== 'states') return apiField;
  const index = texts.states.findIndex((row) => row.state === state);
  return index < 0 ? null : `states.${index}.days.${box}`;
}

const dayTexts = z.object({ minDays: z.string(), maxDays: z.string() });

/**
 * The delivery days form for react-hook-form: the texts as typed in, out comes the API's input,
 * checked by the API's own schema, each refusal under its box.
 */
export const deliveryDaysFormSchema = z
  .object({
    defaultDays: dayTexts,
    states: z.array(z.object({ state: z.enum(NIGERIAN_STATES), days: dayTexts })),
  })
  .transform((texts, ctx) => {
    const parsed = parseDeliveryDays(texts);
    const issues =
      'errors' in parsed
        ? Object.entries(parsed.errors).map(([field, message]) => ({ field, message }))
        : (setStoreDeliveryDaysInputSchema.safeParse(parsed.days).error?.issues ?? []).map((issue) => ({
            field: issue.path.join('.'),
            message: issue.message,
          }));
    for (const { field, message } of issues) {
      const path = deliveryDaysPath(texts, field) ?? 'defaultDays.minDays';
      ctx.addIssue({
        code: 'custom',
        path: path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
        message,
      });
    }
    return 'days' in parsed && issues.length === 0 ? parsed.days : z.NEVER;
  });
