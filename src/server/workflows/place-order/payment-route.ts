import { AppError } from '../../errors.ts';
import { messages } from '../../../shared/messages.ts';
import type { PaymentMethod } from '../../../shared/constants.ts';
import type { PaymentProviders } from '../../payments/providers/payment-providers.ts';
import type { CardPaymentProvider } from '../../payments/providers/payment-provider.ts';

/** How a checkout will be paid: through a card provider, a WhatsApp message, or at the door. */
export type PaymentRoute =
  | { kind: 'card'; provider: CardPaymentProvider }
  | { kind: 'whatsapp'; number: string }
  /** docs/product.md#pay-on-delivery: no provider; the stores and the admin's cap decide (decision 0019). */
  | { kind: 'on_delivery' };

/** The route of `method`; a method this marketplace has not set up (no keys, no WhatsApp number) is refused. */
export function paymentRouteFor(payments: PaymentProviders, method: PaymentMethod): PaymentRoute {
  if (method === 'pay_on_delivery') return { kind: 'on_delivery' };
  const route: PaymentRoute | null =
    method === 'whatsapp'
      ? payments.whatsappNumber === undefined
        ? null
        : { kind: 'whatsapp', number: payments.whatsappNumber }
      : cardRoute(payments.forMethod(method));
  if (!route) {
    const unavailable = messages.checkout.methodUnavailable;
    throw new AppError('invalid_input', unavailable, { paymentMethod: unavailable });
  }
  return route;
}

const cardRoute = (provider: CardPaymentProvider | undefined): PaymentRoute | null =>
  provider ? { kind: 'card', provider } : null;
