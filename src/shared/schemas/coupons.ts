import { z } from 'zod';
import { COUPON_CODE_MAX_LENGTH, COUPON_KINDS, PRODUCT_PRICE_MAX_KOBO } from '../constants.ts';
import { BASIS_POINTS_PER_WHOLE } from '../pricing.ts';
import { textField } from './fields.ts';
import { messages } from '../messages.ts';

const codeMessage = `A code is 3 to ${COUPON_CODE_MAX_LENGTH} letters, digits, - or _`;

/** A coupon code as a shopper or a seller types it: trimmed; matched case-insensitively by the server. */
export const couponCodeField = textField(codeMessage)
  .trim()
  .min(3, codeMessage)
  .max(COUPON_CODE_MAX_LENGTH, codeMessage)
  .regex(/^[A-Za-z0-9_-]+$/, codeMessage);

const limit = (message: string) => z.int({ error: message }).min(1, message).max(1_000_000, message).nullable();
const when = (message: string) => z.iso.datetime({ offset: true, error: message }).nullable();

/**
 * POST /api/admin/coupons and /api/stores/:storeId/coupons (docs/product.md#coupons): a percentage
 * (basis points: the form turns "10" into 1000) or fixed naira (kobo) off, a minimum spend, an
 * optional window and optional limits. Each refusal names its field.
 */
export const createCouponInputSchema = z
  .strictObject({
    code: couponCodeField,
    kind: z.enum(COUPON_KINDS, { error: 'Choose percentage or fixed amount' }),
    percentBp: z
      .int({ error: 'Enter a percentage from 0.01 to 100' })
      .min(1, 'Enter a percentage from 0.01 to 100')
      .max(BASIS_POINTS_PER_WHOLE, 'Enter a percentage from 0.01 to 100')
      .nullable()
      .default(null),
    amountKobo: z
      .int({ error: 'Enter the amount off in naira' })
      .min(1, 'Enter the amount off in naira')
      .max(PRODUCT_PRICE_MAX_KOBO, 'That amount is too large')
      .nullable()
      .default(null),
    minSpendKobo: z
      .int({ error: 'Enter the minimum spend in naira' })
      .min(0, 'Enter the minimum spend in naira')
      .max(PRODUCT_PRICE_MAX_KOBO * 100, 'That minimum spend is too large')
      .default(0),
    startsAt: when('Enter a valid start date').default(null),
    endsAt: when('Enter a valid end date').default(null),
    maxUses: limit('Total uses must be a whole number of at least 1').default(null),
    maxUsesPerCustomer: limit('Uses per customer must be a whole number of at least 1').default(null),
    /** The most the coupon's discounts may add up to, in kobo (decision 0026). */
    budgetKobo: z
      .int({ error: messages.promotions.budgetInvalid })
      .min(1, messages.promotions.budgetInvalid)
      .max(PRODUCT_PRICE_MAX_KOBO * 100, 'That budget is too large')
      .nullable()
      .default(null),
  })
  .superRefine((c, ctx) => {
    if (c.kind === 'percent' && c.percentBp === null)
      ctx.addIssue({ code: 'custom', path: ['percentBp'], message: 'Enter a percentage from 0.01 to 100' });
    if (c.kind === 'fixed' && c.amountKobo === null)
      ctx.addIssue({ code: 'custom', path: ['amountKobo'], message: 'Enter the amount off in naira' });
    if (c.startsAt && c.endsAt && new Date(c.startsAt) >= new Date(c.endsAt))
      ctx.addIssue({ code: 'custom', path: ['endsAt'], message: 'The end must be after the start' });
  })
  .transform((c) => ({
    ...c,
    percentBp: c.kind === 'percent' ? c.percentBp : null,
    amountKobo: c.kind === 'fixed' ? c.amountKobo : null,
  }));
export type CreateCouponInput = z.input<typeof createCouponInputSchema>;

/**
 * POST /api/admin/coupons: a platform coupon is the platform's money, so it needs a ceiling — total
 * uses, a naira budget, or both (decision 0026). The refusal names `budgetKobo`.
 */
export const createPlatformCouponInputSchema = createCouponInputSchema.superRefine((c, ctx) => {
  if (c.maxUses === null && c.budgetKobo === null)
    ctx.addIssue({ code: 'custom', path: ['budgetKobo'], message: messages.promotions.budgetRequired });
});
/** Every field given: what the coupon forms send. */
export type CouponInput = z.output<typeof createCouponInputSchema>;

/** PATCH …/coupons/:couponId: switch a coupon off (or on again). */
export const updateCouponInputSchema = z.strictObject({
  active: z.boolean({ error: 'Say whether the coupon is active' }),
});

/** A coupon as its maker sees it in their list. */
export type CouponView = {
  id: string;
  code: string;
  storeId: string | null;
  storeName: string | null;
  kind: (typeof COUPON_KINDS)[number];
  percentBp: number | null;
  amountKobo: number | null;
  minSpendKobo: number;
  startsAt: string | null;
  endsAt: string | null;
  maxUses: number | null;
  maxUsesPerCustomer: number | null;
  uses: number;
  budgetKobo: number | null;
  /** What its live uses have taken off, in kobo. */
  spentKobo: number;
  active: boolean;
  createdAt: string;
};
