import { getPayment } from '../api/get-payment.ts';
import { cancelPayment, verifyPayment } from '../api/payments.ts';
import { settleCancelledWith, settlePaidWith, type PaymentOutcome } from './payment-outcome.ts';

const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** After the provider said "paid": the server verifies (and we poll while it is pending). */
export function settlePaid(reference: string, transactionId?: string): Promise<PaymentOutcome> {
  return settlePaidWith({
    verify: () => verifyPayment(reference, transactionId),
    get: () => getPayment(reference),
    wait,
  });
}

/** The shopper closed or cancelled the payment: the server asks the provider, and its answer decides. */
export function settleCancelled(reference: string): Promise<PaymentOutcome> {
  return settleCancelledWith(
    () => cancelPayment(reference),
    () => settlePaid(reference),
  );
}
