import { z } from 'zod';
import { MAX_HOLD_DAYS } from './constants.ts';

/** What the admin's Payouts tab shows: the platform hold, and the stores that have their own. */
export type PayoutHolds = {
  holdDays: number;
  stores: { storeId: string; storeName: string; holdDays: number }[];
};

const holdDays = z
  .number({ error: 'Hold must be a number of days' })
  .int('Hold must be whole days')
  .min(0, 'Hold cannot be negative')
  .max(MAX_HOLD_DAYS, `Hold must be at most ${MAX_HOLD_DAYS} days`);

/** PUT /api/admin/payout-holds: the platform hold. */
export const setPlatformHoldInputSchema = z.strictObject({ holdDays });

/** PUT /api/admin/payout-holds/stores/:storeId: the store's own hold, or null for the platform's. */
export const setStoreHoldInputSchema = z.strictObject({ holdDays: holdDays.nullable() });
