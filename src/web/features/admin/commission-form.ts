import { messages } from '../../../shared/messages.ts';
import { formatNaira, koboToNaira, nairaToKobo } from '../../../shared/money.ts';
import { BASIS_POINTS_PER_WHOLE, type CommissionRate } from '../../../shared/pricing.ts';
import { PRODUCT_PRICE_MAX_KOBO } from '../../../shared/constants.ts';

const m = messages.commission;

/** A rate as the admin types it: a percent and naira amounts, as text. */
export type RateTexts = { percent: string; flat: string; floor: string; cap: string };
/** Each refusal under the field the API names it by. */
export type RateErrors = Partial<Record<keyof CommissionRate, string>>;

export const EMPTY_RATE_TEXTS: RateTexts = { percent: '', flat: '', floor: '', cap: '' };

const clean = (text: string) => text.trim().replace(/,/g, '');

/** "12.5" → 1250 bp; blank is 0. Null when it is not 0–100 with at most 2 decimals. */
export function percentToBp(text: string): number | null {
  const trimmed = clean(text).replace(/%$/, '').trim();
  if (trimmed === '') return 0;
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(trimmed)) return null;
  const bp = Math.round(Number(trimmed) * 100);
  return bp <= BASIS_POINTS_PER_WHOLE ? bp : null;
}

/** "1,500.50" → 150050 kobo; blank is `blank`. Undefined when it is not an amount of ₦0 or more in kobo. */
function nairaText(text: string, blank: number | null): number | null | undefined {
  const trimmed = clean(text);
  if (trimmed === '') return blank;
  if (!/^\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  const kobo = nairaToKobo(Number(trimmed));
  return kobo <= PRODUCT_PRICE_MAX_KOBO ? kobo : undefined;
}

/**
 * The typed rate as the API takes it, or the message of each field that is wrong, in the API's
 * words: percent blank is 0, flat fee blank is ₦0, floor and cap blank are none.
 */
export function parseRate(texts: RateTexts): { rate: CommissionRate } | { errors: RateErrors } {
  const errors: RateErrors = {};
  const percentBp = percentToBp(texts.percent);
  if (percentBp === null) errors.percentBp = m.percentInvalid;
  const flatKobo = nairaText(texts.flat, 0);
  if (flatKobo === undefined) errors.flatKobo = m.flatInvalid;
  const floorKobo = nairaText(texts.floor, null);
  if (floorKobo === undefined) errors.floorKobo = m.floorInvalid;
  const capKobo = nairaText(texts.cap, null);
  if (capKobo === undefined) errors.capKobo = m.capInvalid;
  if (
    errors.floorKobo === undefined &&
    errors.capKobo === undefined &&
    typeof floorKobo === 'number' &&
    typeof capKobo === 'number' &&
    floorKobo > capKobo
  ) {
    errors.floorKobo = m.floorAboveCap;
  }
  if (Object.keys(errors).length > 0) return { errors };
  return {
    rate: { percentBp: percentBp!, flatKobo: flatKobo!, floorKobo: floorKobo ?? null, capKobo: capKobo ?? null },
  };
}

/** A saved rate back in the form's words: a stored 0 shows as "0"; only no floor or cap is blank. */
export function rateTexts(rate: CommissionRate): RateTexts {
  return {
    percent: formatPercent(rate.percentBp),
    flat: String(koboToNaira(rate.flatKobo)),
    floor: rate.floorKobo === null ? '' : String(koboToNaira(rate.floorKobo)),
    cap: rate.capKobo === null ? '' : String(koboToNaira(rate.capKobo)),
  };
}

/** 1250 → "12.5", 1000 → "10", 5 → "0.05". */
export function formatPercent(bp: number): string {
  return String(bp / 100);
}

/** "10% + ₦50.00 per line, at least ₦100.00, at most ₦5,000.00"; "No commission" when it takes nothing. */
export function describeRate(rate: CommissionRate): string {
  const charges: string[] = [];
  if (rate.percentBp > 0) charges.push(`${formatPercent(rate.percentBp)}%`);
  if (rate.flatKobo > 0) charges.push(`${formatNaira(rate.flatKobo)} per line`);
  const floor = rate.floorKobo ?? 0;
  if (charges.length === 0 && floor === 0) return 'No commission';
  const limits: string[] = [];
  if (floor > 0) limits.push(`at least ${formatNaira(floor)}`);
  if (rate.capKobo !== null) limits.push(`at most ${formatNaira(rate.capKobo)}`);
  return [charges.join(' + '), ...limits].filter(Boolean).join(', ');
}
