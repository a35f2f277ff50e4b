import { z } from 'zod';
import type { PaymentMethod } from './constants.ts';
import { messages } from './messages.ts';
import { PRODUCT_PRICE_MAX_KOBO } from './constants.ts';

/** A platform-funded credit held on Needs attention (decision 0026), as the admin sees it. */
export type HeldPlatformCredit = {
  entryId: string;
  storeId: string;
  storeName: string;
  orderId: string;
  trackingNumber: string;
  couponCode: string | null;
  paymentMethod: PaymentMethod;
  amountKobo: number;
  createdAt: string;
};

/** GET /api/admin/platform-credit: what waits, and the daily limit it is measured against. */
export type PlatformCreditOverview = { dailyLimitKobo: number; held: HeldPlatformCredit[] };

/** PUT /api/admin/platform-credit/limit: a store's platform-funded credit per 24 hours before the rest waits. */
export const setPlatformCreditLimitInputSchema = z.strictObject({
  dailyLimitKobo: z
    .int({ error: messages.promotions.dailyLimitInvalid })
    .min(0, messages.promotions.dailyLimitInvalid)
    .max(PRODUCT_PRICE_MAX_KOBO * 100, messages.promotions.dailyLimitInvalid),
});

/** POST /api/admin/platform-credit/:entryId/reject: why, shown to the seller. */
export const rejectPlatformCreditInputSchema = z.strictObject({
  reason: z
    .string({ error: messages.promotions.rejectReasonRequired })
    .trim()
    .min(1, messages.promotions.rejectReasonRequired)
    .max(300, 'Must be at most 300 characters'),
});
