import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { orders, stores } from '../db/schema.ts';
import type { Checkout, PaymentStep } from '../../shared/checkout.ts';
import type { PaymentRow } from './find-payment.ts';

/** The next step for the browser, from what the provider's initialize left on the payment row. */
export function paymentStep(payment: PaymentRow): PaymentStep {
  const data = payment.providerData;
  switch (payment.provider) {
    case 'paystack':
      return {
        kind: 'paystack',
        accessCode: data.accessCode ?? '',
        authorizationUrl: data.authorizationUrl ?? '',
        publicKey: data.publicKey || null,
      };
    case 'flutterwave':
      return { kind: 'flutterwave', link: data.link ?? '' };
    case 'whatsapp':
      return { kind: 'whatsapp', url: data.url ?? '' };
    case 'pay_on_delivery':
      return { kind: 'pay_on_delivery' };
    default:
      return { kind: 'sandbox' };
  }
}

/** A checkout as placing it answered: also what a retry with the same Idempotency-Key gets back. */
export async function readCheckout(db: DbOrTx, payment: PaymentRow): Promise<Checkout> {
  const placed = await db
    .select({
      id: orders.id,
      trackingNumber: orders.trackingNumber,
      storeName: stores.name,
      totalAmountKobo: orders.totalAmountKobo,
    })
    .from(orders)
    .innerJoin(stores, eq(stores.id, orders.storeId))
    .where(eq(orders.paymentId, payment.id))
    .orderBy(asc(stores.name));
  return checkoutView(payment, placed);
}

/**
 * The same answer from rows already at hand: the payment and its orders sorted by store name (the
 * order readCheckout reads them in), so placing an order need not read back what it just wrote.
 */
export function checkoutView(payment: PaymentRow, placed: Checkout['orders']): Checkout {
  return {
    reference: payment.reference,
    provider: payment.provider,
    paymentMethod: payment.paymentMethod,
    amountKobo: payment.amountKobo,
    status: payment.status,
    orders: placed,
    next: paymentStep(payment),
  };
}
