import { z } from 'zod';
import { CASHOUT_MIN_NAIRA, CASHOUT_STATUSES } from '../constants.ts';
import { messages } from '../messages.ts';
import { isWholeKobo, nairaToKobo } from '../money.ts';

/** ₦1 billion: far above any balance, and well inside a safe integer of kobo. */
const CASHOUT_MAX_NAIRA = 1_000_000_000;

/**
 * docs/product.md#cashouts: the amount the vendor types is a number of naira of at least 1 (the input's minimum),
 * with at most two decimals; anything else is "Invalid amount". The form checks it, then sends
 * nairaToKobo of it. Whether the balance covers it is the server's question (the use case); the
 * form asks the same of the balance it shows.
 */
export const cashoutAmountField = z
  .number({ error: messages.cashouts.invalidAmount })
  .refine((n) => Number.isFinite(n) && n >= CASHOUT_MIN_NAIRA && n <= CASHOUT_MAX_NAIRA && isWholeKobo(n), {
    error: messages.cashouts.invalidAmount,
  });

/** POST /api/cashouts: `{ amountKobo }`, whole kobo from ₦1 to ₦1 billion, like every money field. */
export const cashoutRequestInputSchema = z.strictObject({
  amountKobo: z
    .int({ error: messages.cashouts.invalidAmount })
    .min(nairaToKobo(CASHOUT_MIN_NAIRA), messages.cashouts.invalidAmount)
    .max(nairaToKobo(CASHOUT_MAX_NAIRA), messages.cashouts.invalidAmount),
});

export type CashoutRequestInput = z.input<typeof cashoutRequestInputSchema>;

/** GET /api/admin/cashouts?page=&status= */
export const cashoutListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  status: z.enum([...CASHOUT_STATUSES, 'all']).default('all'),
});

export const CASHOUT_PAGE_SIZE = 20;

/** PUT /api/admin/cashouts/schedule: automatic weekly payouts on or off, and from what balance (kobo). */
export const payoutScheduleInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'Choose on or off' }),
  minimumKobo: z
    .int({ error: messages.cashouts.invalidAmount })
    .min(nairaToKobo(CASHOUT_MIN_NAIRA), messages.cashouts.invalidAmount)
    .max(nairaToKobo(CASHOUT_MAX_NAIRA), messages.cashouts.invalidAmount),
});
export type PayoutScheduleInput = z.input<typeof payoutScheduleInputSchema>;

/** POST /api/admin/cashouts/:id/transfer/otp: the OTP the provider sent (Paystack's are digits). */
export const transferOtpInputSchema = z.strictObject({
  otp: z
    .string({ error: 'Enter the OTP' })
    .trim()
    .regex(/^\d{4,10}$/, 'Enter the OTP: the digits the payout provider sent'),
});

/** POST /api/admin/cashouts/:id/transfer/settle: what the admin found, and a note saying so. */
export const settleStuckPayoutInputSchema = z.strictObject({
  action: z.enum(['paid', 'returned', 'resend'], { error: 'Choose what happened to this payout' }),
  note: z
    .string({ error: messages.paymentIssues.noteRequired })
    .trim()
    .min(1, messages.paymentIssues.noteRequired)
    .max(500, 'Must be at most 500 characters'),
});
