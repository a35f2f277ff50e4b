import { NIGERIAN_STATES, type NigerianState } from './constants.ts';

/**
 * How long a store takes to deliver (docs/product.md#delivery-estimates, decision 0024): the
 * fewest and the most days, set by the store's owner for every state at once and, where it differs,
 * for single states. The product page puts it beside the delivery fee of the shopper's state.
 */

/** A store's delivery days are whole days from 0 (the same day) to this. */
export const DELIVERY_DAYS_MAX = 60;

export type DayRange = { minDays: number; maxDays: number };

export type StoreDeliveryDays = {
  /** Every state without days of its own; null when the owner has not said. */
  defaultDays: DayRange | null;
  /** The states the owner gave days of their own. */
  states: Partial<Record<NigerianState, DayRange>>;
};

/**
 * How long a delivery on Oja usually takes, said as Oja's (never as the store's) where the store's
 * owner has set no days for the state: the product page promises a fee and a time, and a shopper
 * deciding between two sellers needs a time either way (decision 0024, amended).
 */
export const USUAL_DELIVERY_DAYS: DayRange = { minDays: 2, maxDays: 7 };

/** A store whose owner has not set any days: the product page shows Oja's usual days, said as Oja's. */
export const NO_DELIVERY_DAYS: StoreDeliveryDays = { defaultDays: null, states: {} };

const stateNames: ReadonlySet<string> = new Set(NIGERIAN_STATES);

export function isNigerianState(value: unknown): value is NigerianState {
  return typeof value === 'string' && stateNames.has(value);
}

/** The days to `state`: the state's own, else the store's usual, else none said. */
export function deliveryDaysForState(days: StoreDeliveryDays, state: NigerianState): DayRange | null {
  return (Object.hasOwn(days.states, state) ? days.states[state] : undefined) ?? days.defaultDays;
}

/** "2–4 days", "1 day", "within 2 days" (from the same day), "the same day". */
export function describeDeliveryDays({ minDays, maxDays }: DayRange): string {
  const dayCount = (n: number) => (n === 1 ? '1 day' : `${n} days`);
  if (maxDays === 0) return 'the same day';
  if (minDays === 0) return `within ${dayCount(maxDays)}`;
  if (minDays === maxDays) return dayCount(maxDays);
  return `${minDays}–${maxDays} days`;
}
