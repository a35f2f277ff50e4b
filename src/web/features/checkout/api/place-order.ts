import type { z } from 'zod';
import type { placeOrderInputSchema } from '../../../../shared/schemas/checkout.ts';
import { api, call } from '../../../lib/api.ts';

/** The order as the server reads it: name and phone may be empty strings, never missing. */
export type PlaceOrder = z.output<typeof placeOrderInputSchema>;

/**
 * POST /api/checkout: one order per store and one payment for them all. The Idempotency-Key is
 * made once per attempt, so a retry after a lost answer gets the same checkout, not a second one.
 */
export const placeOrder = (input: PlaceOrder, idempotencyKey: string) =>
  call(api.checkout.$post({ json: input }, { headers: { 'Idempotency-Key': idempotencyKey } }));
