import type { Checkout } from '../../../../shared/checkout.ts';
import type { PlaceOrderInput } from '../../../../shared/schemas/checkout.ts';
import { requestJson } from './request-json.ts';

/**
 * POST /api/checkout: one order per store and one payment for them all. The Idempotency-Key is
 * made once per attempt, so a retry after a lost answer gets the same checkout, not a second one.
 */
export const placeOrder = (input: PlaceOrderInput, idempotencyKey: string) =>
  requestJson<Checkout>('POST', '/checkout', input, { 'Idempotency-Key': idempotencyKey });
