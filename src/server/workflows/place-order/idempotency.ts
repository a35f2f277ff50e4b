import { createHash } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { Checkout } from '../../../shared/checkout.ts';
import type { z } from 'zod';
import type { placeOrderInputSchema } from '../../../shared/schemas/checkout.ts';
import { findPaymentByIdempotencyKey } from '../../payments/find-payment.ts';
import { readCheckout } from '../../payments/read-checkout.ts';

/** Who asked for a checkout, under which Idempotency-Key (null: none), and what the request was. */
export type CheckoutRequest = { customerId: string; key: string | null; hash: string };

/** The checkout a request asks for, independent of line order: what an Idempotency-Key stands for. */
export function requestHashOf(input: z.output<typeof placeOrderInputSchema>): string {
  const lines = [...input.items]
    .sort((a, b) => a.productId.localeCompare(b.productId) || (a.variantId ?? '').localeCompare(b.variantId ?? ''))
    // The variant only when there is one, so a key made before variants existed hashes as it did.
    .map((line) =>
      line.variantId ? [line.productId, line.quantity, line.variantId] : [line.productId, line.quantity],
    );
  const a = input.shippingAddress;
  const canonical: unknown[] = [lines, [a.fullName, a.phone, a.address, a.city, a.state], input.paymentMethod];
  // Only when given, so a checkout without a coupon hashes as it always has.
  if (input.couponCode) canonical.push(input.couponCode.toLowerCase());
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The checkout already placed under the request's key, when placing this one failed: made earlier
 * (then this cart may now be refused: sold out, a method withdrawn), or by a request that raced this
 * one, whose payment row's unique key rolled this back. Null when there is none: the failure stands.
 *
 * The key is looked for only when placing fails, not read up front: a checkout that goes through
 * pays no round trip for the rare retry, and the payment row's unique key stops a second.
 */
export async function earlierCheckout(
  db: DbOrTx,
  failure: unknown,
  request: CheckoutRequest,
): Promise<Checkout | null> {
  if (!request.key || !(isUniqueViolation(failure) || failure instanceof AppError)) return null;
  const earlier = await findPaymentByIdempotencyKey(db, request.customerId, request.key);
  if (!earlier) return null;
  // The same key with another cart is a client bug that would silently drop the second cart.
  if (earlier.requestHash !== null && earlier.requestHash !== request.hash) {
    throw new AppError('unprocessable', messages.checkout.idempotencyMismatch);
  }
  return readCheckout(db, earlier);
}
