import { z } from 'zod';
import { PAY_ON_DELIVERY_CAP_MAX_KOBO } from '../constants.ts';

/** PUT /api/admin/pay-on-delivery: the largest checkout total customers may pay at the door, in kobo. */
export const payOnDeliverySettingsInputSchema = z.strictObject({
  capKobo: z
    .number({ error: 'Limit must be a number' })
    .int('Limit must be whole kobo')
    .min(0, 'Limit cannot be negative')
    .max(PAY_ON_DELIVERY_CAP_MAX_KOBO, 'Limit must be at most ₦1,000,000'),
});
export type PayOnDeliverySettingsInput = z.input<typeof payOnDeliverySettingsInputSchema>;

/** What GET and PUT /api/admin/pay-on-delivery answer. */
export type PayOnDeliverySettings = { capKobo: number };

/** PATCH /api/stores/:storeId: the store settings its owner changes (only whether it takes payment at the door, yet). */
export const updateStoreSettingsInputSchema = z.strictObject({
  payOnDelivery: z.boolean({ error: 'Choose whether the store offers pay on delivery' }),
});
export type UpdateStoreSettingsInput = z.input<typeof updateStoreSettingsInputSchema>;
