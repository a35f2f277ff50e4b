import { z } from 'zod';
import { NIGERIAN_STATES } from '../constants.ts';
import { DELIVERY_DAYS_MAX } from '../delivery-days.ts';

const days = z
  .number({ error: 'Days must be a number' })
  .int('Days must be whole days')
  .min(0, 'Days cannot be negative')
  .max(DELIVERY_DAYS_MAX, `Days must be at most ${DELIVERY_DAYS_MAX}`);

/** The fewest and the most days; the most is never below the fewest (refused under `maxDays`). */
export const dayRangeSchema = z
  .strictObject({ minDays: days, maxDays: days })
  .refine((range) => range.minDays <= range.maxDays, {
    message: 'The most days cannot be fewer than the fewest',
    path: ['maxDays'],
  });

/**
 * PUT /api/stores/:storeId/delivery-days: the store's whole table of delivery days, replacing the
 * one before — the usual days (null: not said) and the states with days of their own (only the 36
 * states and the FCT). A refusal names the field: `defaultDays.maxDays`, `states.Lagos.minDays`.
 */
export const setStoreDeliveryDaysInputSchema = z.strictObject({
  defaultDays: dayRangeSchema.nullable(),
  states: z.partialRecord(z.enum(NIGERIAN_STATES), dayRangeSchema),
});
export type SetStoreDeliveryDaysInput = z.input<typeof setStoreDeliveryDaysInputSchema>;
