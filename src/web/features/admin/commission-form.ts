import { z } from 'zod';
import { messages } from '../../../shared/messages.ts';
import { formatNaira, koboToNaira } from '../../../shared/money.ts';
import { BASIS_POINTS_PER_WHOLE, type CommissionRate } from '../../../shared/pricing.ts';
import { PRODUCT_PRICE_MAX_KOBO } from '../../../shared/constants.ts';
import { readNaira } from '../../lib/naira-text.ts';
import { commissionRateInputSchema, platformCommissionInputSchema } from '../../../shared/schemas/commission.ts';

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
  const read = readNaira(text);
  if (read === 'blank') return blank;
  return read !== 'invalid' && read.kobo <= PRODUCT_PRICE_MAX_KOBO ? read.kobo : undefined;
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

/**
 * A rate form as typed: the four boxes, whose override it is (the id picked, or the one edited),
 * and, on the platform default, whether delivery fees are commissioned.
 */
export type RateFormTexts = RateTexts & { targetId: string; chargeDeliveryFees: boolean };
/** What a rate form saves once checked. */
export type RateFormValues = { rate: CommissionRate; targetId: string; chargeDeliveryFees: boolean };

/** The form's starting texts: a saved rate as typed (none starts blank), whose it is, the setting. */
export function rateFormTexts(
  rate: CommissionRate | undefined,
  { targetId = '', chargeDeliveryFees = false }: Partial<Pick<RateFormTexts, 'targetId' | 'chargeDeliveryFees'>> = {},
): RateFormTexts {
  return { ...(rate ? rateTexts(rate) : EMPTY_RATE_TEXTS), targetId, chargeDeliveryFees };
}

/** The box each of the API's fields is typed in: a refusal under the API's name shows there. */
const rateTextOf: Record<string, keyof RateFormTexts> = {
  percentBp: 'percent',
  flatKobo: 'flat',
  floorKobo: 'floor',
  capKobo: 'cap',
  chargeDeliveryFees: 'chargeDeliveryFees',
};

/** Where the API's refusal of `apiField` shows in the form; null for a field the form does not have. */
export function rateFormFieldOf(apiField: string): keyof RateFormTexts | null {
  return rateTextOf[apiField] ?? null;
}

/**
 * A rate form for react-hook-form: the texts as typed in, out comes the rate checked by the API's
 * own schema (the platform default's with its delivery-fee setting, else an override's), each
 * refusal under its box. With `pick`, a category or store must be chosen too.
 */
export function rateFormSchema(options: { platform?: boolean; pick?: 'category' | 'store' | undefined } = {}) {
  return z
    .object({
      percent: z.string(),
      flat: z.string(),
      floor: z.string(),
      cap: z.string(),
      targetId: z.string(),
      chargeDeliveryFees: z.boolean(),
    })
    .transform((texts, ctx): RateFormValues => {
      const parsed = parseRate(texts);
      const checked =
        'errors' in parsed
          ? null
          : options.platform
            ? platformCommissionInputSchema.safeParse({ ...parsed.rate, chargeDeliveryFees: texts.chargeDeliveryFees })
            : commissionRateInputSchema.safeParse(parsed.rate);
      const issues =
        'errors' in parsed
          ? Object.entries(parsed.errors).map(([field, message]) => ({ field, message }))
          : (checked?.error?.issues ?? []).map((issue) => ({ field: String(issue.path[0]), message: issue.message }));
      for (const { field, message } of issues)
        ctx.addIssue({ code: 'custom', path: [rateFormFieldOf(field) ?? 'percent'], message });
      if (options.pick && !texts.targetId) {
        const message = options.pick === 'category' ? 'Choose a category' : 'Choose a store';
        ctx.addIssue({ code: 'custom', path: ['targetId'], message });
      }
      if ('errors' in parsed || issues.length > 0 || (options.pick && !texts.targetId)) return z.NEVER;
      return { rate: parsed.rate, targetId: texts.targetId, chargeDeliveryFees: texts.chargeDeliveryFees };
    });
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
