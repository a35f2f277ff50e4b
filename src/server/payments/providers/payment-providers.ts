import type { PaymentMethod, PaymentProvider } from '../../../shared/constants.ts';
import type { CardPaymentProvider } from './payment-provider.ts';
import type { createSandboxProvider } from './sandbox.ts';

/**
 * Which adapter takes each payment method. A card method whose provider has no keys configured is
 * taken by the sandbox, so a fresh install can sell end to end without any account.
 */
export type PaymentProviders = {
  sandbox: ReturnType<typeof createSandboxProvider>;
  whatsappNumber: string;
  /** The adapter for a card method: the real one when configured, else the sandbox. */
  forMethod: (method: Exclude<PaymentMethod, 'whatsapp'>) => CardPaymentProvider;
  /** The adapter that took an existing payment (for verify, webhooks and refunds). */
  byId: (id: PaymentProvider) => CardPaymentProvider | undefined;
};

export function paymentProviders(options: {
  sandbox: ReturnType<typeof createSandboxProvider>;
  paystack?: CardPaymentProvider;
  flutterwave?: CardPaymentProvider;
  whatsappNumber: string;
}): PaymentProviders {
  const { sandbox, paystack, flutterwave } = options;
  return {
    sandbox,
    whatsappNumber: options.whatsappNumber,
    forMethod: (method) => (method === 'paystack' ? paystack : flutterwave) ?? sandbox,
    byId: (id) =>
      id === 'sandbox' ? sandbox : id === 'paystack' ? paystack : id === 'flutterwave' ? flutterwave : undefined,
  };
}
