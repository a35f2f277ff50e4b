import { z } from 'zod';
import { PRODUCT_PRICE_MAX_KOBO } from '../constants.ts';
import { messages } from '../messages.ts';
import { BASIS_POINTS_PER_WHOLE } from '../pricing.ts';

const m = messages.commission;

/** A naira amount of a rule, whole kobo from ₦0 to the dearest price a product may have. */
const amountKobo = (message: string) => z.int({ error: message }).min(0, message).max(PRODUCT_PRICE_MAX_KOBO, message);

/**
 * A commission rate as the API takes it (docs/product.md#commission): a percentage in basis points
 * (the form turns "12.5" into 1250; 0–100 % with at most 2 decimals is exactly the whole numbers
 * 0–10000), a flat fee per line, and an optional floor and cap, the floor not above the cap. Each
 * refusal names its field.
 */
const rateShape = {
  percentBp: z.int({ error: m.percentInvalid }).min(0, m.percentInvalid).max(BASIS_POINTS_PER_WHOLE, m.percentInvalid),
  flatKobo: amountKobo(m.flatInvalid),
  floorKobo: amountKobo(m.floorInvalid).nullable(),
  capKobo: amountKobo(m.capInvalid).nullable(),
};

const floorWithinCap = (rate: { floorKobo: number | null; capKobo: number | null }) =>
  rate.floorKobo === null || rate.capKobo === null || rate.floorKobo <= rate.capKobo;
const floorWithinCapIssue = { error: m.floorAboveCap, path: ['floorKobo'] };

/** PUT /api/admin/commission/categories/:categoryId and /stores/:storeId: an override's rate. */
export const commissionRateInputSchema = z.strictObject(rateShape).refine(floorWithinCap, floorWithinCapIssue);
export type CommissionRateInput = z.input<typeof commissionRateInputSchema>;

/** PUT /api/admin/commission/platform: the default rate and whether delivery fees are commissioned. */
export const platformCommissionInputSchema = z
  .strictObject({
    ...rateShape,
    chargeDeliveryFees: z.boolean({ error: 'Say whether delivery fees are commissioned' }),
  })
  .refine(floorWithinCap, floorWithinCapIssue);
export type PlatformCommissionInput = z.input<typeof platformCommissionInputSchema>;
