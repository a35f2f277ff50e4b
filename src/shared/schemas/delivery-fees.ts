import { z } from 'zod';
import { NIGERIAN_STATES } from '../constants.ts';

/** A delivery fee is whole kobo, at most ₦1,000,000. */
export const DELIVERY_FEE_MAX_KOBO = 100_000_000;

const feeKobo = z
  .number({ error: 'Fee must be a number' })
  .int('Fee must be whole kobo')
  .min(0, 'Fee cannot be negative')
  .max(DELIVERY_FEE_MAX_KOBO, 'Fee must be at most ₦1,000,000');

/**
 * PUT /api/admin/delivery-fees: the states to change and the default. A state with a null fee has
 * no fee of its own and pays the default; a state left out keeps what it has; only the 36 states
 * and the FCT may be named.
 */
export const updateDeliveryFeesInputSchema = z.strictObject({
  fees: z.partialRecord(z.enum(NIGERIAN_STATES, { error: 'Unknown state' }), feeKobo.nullable()),
  defaultFeeKobo: feeKobo,
});
export type UpdateDeliveryFeesInput = z.input<typeof updateDeliveryFeesInputSchema>;
