import { z } from 'zod';
import { nairaToKobo } from '../../../shared/money.ts';
import { BASIS_POINTS_PER_WHOLE } from '../../../shared/pricing.ts';
import {
  createCouponInputSchema,
  createPlatformCouponInputSchema,
  type CouponInput,
} from '../../../shared/schemas/coupons.ts';
import { messages } from '../../../shared/messages.ts';

/** The coupon form as typed: a percent or naira amount, a minimum spend, dates and limits, all text. */
export type CouponTexts = {
  code: string;
  kind: 'percent' | 'fixed';
  amount: string;
  minSpend: string;
  startsOn: string;
  endsOn: string;
  maxUses: string;
  maxUsesPerCustomer: string;
  /** The most its discounts may add up to, in naira (decision 0026); blank for none. */
  budget: string;
};
export type CouponErrors = Partial<Record<keyof CouponInput, string>>;

export const EMPTY_COUPON: CouponTexts = {
  code: '',
  kind: 'percent',
  amount: '',
  minSpend: '',
  startsOn: '',
  endsOn: '',
  maxUses: '',
  maxUsesPerCustomer: '',
  budget: '',
};

const clean = (text: string) => text.trim().replace(/,/g, '');
const naira = (text: string) => (/^\d+(\.\d{1,2})?$/.test(clean(text)) ? nairaToKobo(Number(clean(text))) : null);
const whole = (text: string) => (/^\d+$/.test(clean(text)) && Number(clean(text)) >= 1 ? Number(clean(text)) : null);
/** A date typed as yyyy-mm-dd means the start of that day in Lagos (UTC+1), the marketplace's clock. */
const dayStart = (text: string) => (text ? `${text}T00:00:00+01:00` : null);
/** An end date is inclusive: the coupon runs to the end of that day. */
const dayEnd = (text: string) => (text ? `${text}T23:59:59+01:00` : null);

/**
 * The typed coupon as the API takes it, or the message of each field that is wrong, under the
 * field names the API uses (so its own refusals land in the same places).
 */
export function parseCoupon(
  texts: CouponTexts,
  options: { platform?: boolean } = {},
): { input: CouponInput } | { errors: CouponErrors } {
  const errors: CouponErrors = {};
  let percentBp: number | null = null;
  let amountKobo: number | null = null;
  if (texts.kind === 'percent') {
    const t = clean(texts.amount).replace(/%$/, '');
    percentBp = /^\d{1,3}(\.\d{1,2})?$/.test(t) ? Math.round(Number(t) * 100) : null;
    if (percentBp === null || percentBp < 1 || percentBp > BASIS_POINTS_PER_WHOLE) {
      errors.percentBp = 'Enter a percentage from 0.01 to 100';
    }
  } else {
    amountKobo = naira(texts.amount);
    if (amountKobo === null || amountKobo < 1) errors.amountKobo = 'Enter the amount off in naira';
  }
  const minSpendKobo = clean(texts.minSpend) === '' ? 0 : naira(texts.minSpend);
  if (minSpendKobo === null) errors.minSpendKobo = 'Enter the minimum spend in naira';
  const maxUses = clean(texts.maxUses) === '' ? null : whole(texts.maxUses);
  if (clean(texts.maxUses) !== '' && maxUses === null)
    errors.maxUses = 'Total uses must be a whole number of at least 1';
  const maxUsesPerCustomer = clean(texts.maxUsesPerCustomer) === '' ? null : whole(texts.maxUsesPerCustomer);
  if (clean(texts.maxUsesPerCustomer) !== '' && maxUsesPerCustomer === null)
    errors.maxUsesPerCustomer = 'Uses per customer must be a whole number of at least 1';
  const budgetKobo = clean(texts.budget) === '' ? null : naira(texts.budget);
  if (clean(texts.budget) !== '' && (budgetKobo === null || budgetKobo < 1))
    errors.budgetKobo = messages.promotions.budgetInvalid;
  // A platform coupon is Oja's money: it needs total uses or a budget (the server says so too).
  if (options.platform && !errors.maxUses && !errors.budgetKobo && maxUses === null && budgetKobo === null)
    errors.budgetKobo = messages.promotions.budgetRequired;
  if (texts.startsOn && texts.endsOn && texts.endsOn < texts.startsOn)
    errors.endsAt = 'The end must be after the start';
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      code: texts.code.trim(),
      kind: texts.kind,
      percentBp,
      amountKobo,
      minSpendKobo: minSpendKobo!,
      startsAt: dayStart(texts.startsOn),
      endsAt: dayEnd(texts.endsOn),
      maxUses,
      maxUsesPerCustomer,
      budgetKobo,
    },
  };
}

/** The input each of the API's fields is typed in: a refusal under the API's name shows there. */
export const couponTextOf: Record<keyof CouponInput, keyof CouponTexts> = {
  code: 'code',
  kind: 'kind',
  percentBp: 'amount',
  amountKobo: 'amount',
  minSpendKobo: 'minSpend',
  startsAt: 'startsOn',
  endsAt: 'endsOn',
  maxUses: 'maxUses',
  maxUsesPerCustomer: 'maxUsesPerCustomer',
  budgetKobo: 'budget',
};

const fieldOf = (apiField: PropertyKey | undefined) =>
  couponTextOf[apiField as keyof CouponInput] ?? ('code' satisfies keyof CouponTexts);

/**
 * The coupon form for react-hook-form: the texts as typed in, out comes the API's input, checked
 * by the API's own schema (the platform's when it is Oja's coupon), each refusal under its input.
 */
export function couponFormSchema(options: { platform?: boolean } = {}) {
  const apiSchema = options.platform ? createPlatformCouponInputSchema : createCouponInputSchema;
  return z
    .object({
      code: z.string(),
      kind: z.enum(['percent', 'fixed']),
      amount: z.string(),
      minSpend: z.string(),
      startsOn: z.string(),
      endsOn: z.string(),
      maxUses: z.string(),
      maxUsesPerCustomer: z.string(),
      budget: z.string(),
    })
    .transform((texts, ctx) => {
      const parsed = parseCoupon(texts, options);
      const issues =
        'errors' in parsed
          ? Object.entries(parsed.errors).map(([field, message]) => ({ field, message }))
          : (apiSchema.safeParse(parsed.input).error?.issues ?? []).map((issue) => ({
              field: issue.path[0],
              message: issue.message,
            }));
      for (const { field, message } of issues) ctx.addIssue({ code: 'custom', path: [fieldOf(field)], message });
      return 'input' in parsed && issues.length === 0 ? parsed.input : z.NEVER;
    });
}
