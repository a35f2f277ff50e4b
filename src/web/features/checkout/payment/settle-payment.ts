import { isApiError } from '../../../lib/api.ts';
import { cancelPayment, getPayment, verifyPayment } from '../api/payments.ts';
import { confirmPayment, outcomeOf, type PaymentOutcome } from './payment-outcome.ts';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** After the provider said "paid": the server verifies (and we poll while it is pending). */
export async function settlePaid(reference: string, transactionId?: string): Promise<PaymentOutcome> {
  try {
    return await confirmPayment({
      verify: () => verifyPayment(reference, transactionId),
      get: () => getPayment(reference),
      wait,
    });
  } catch {
    return 'failed';
  }
}

/**
 * The popup was closed: the server cancels the checkout (orders cancelled, stock back). A 409
 * means the payment completed after all (the provider was quicker than the close), so verify.
 */
export async function settleCancelled(reference: string): Promise<PaymentOutcome> {
  try {
    return outcomeOf((await cancelPayment(reference)).status);
  } catch (error) {
    if (isApiError(error, 409)) return settlePaid(reference);
    return 'failed';
  }
}
