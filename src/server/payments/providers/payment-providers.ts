import { PAYMENT_METHODS, type PaymentMethod, type PaymentProvider } from '../../../shared/constants.ts';
import type { CardPaymentProvider, PayoutProvider } from './payment-provider.ts';
import type { createSandboxProvider } from './sandbox.ts';

/** The methods a card provider takes. */
export type CardMethod = Exclude<PaymentMethod, 'whatsapp' | 'pay_on_delivery'>;

/**
 * Which adapter takes each payment method. A card method is offered when its provider has keys,
 * or when the sandbox may stand in for it (outside production, or PAYMENT_SANDBOX=true: no real
 * money moves, and the shopper sees a TEST MODE ribbon). WhatsApp is offered when the marketplace
 * has a WhatsApp number. Anything else is not offered, and a checkout naming it is refused. Pay on
 * delivery needs no provider: it is not among these methods, and whether a cart may use it is
 * the checkout's quote to say (docs/product.md#pay-on-delivery).
 */
export type PaymentProviders = {
  sandbox: ReturnType<typeof createSandboxProvider>;
  /** The marketplace's WhatsApp number; undefined when WhatsApp is not offered. */
  whatsappNumber: string | undefined;
  /** The adapter for a card method: the real one when configured, else the sandbox if it may stand in, else undefined. */
  forMethod: (method: CardMethod) => CardPaymentProvider | undefined;
  /** The methods a shopper may choose, in display order (Paystack, Flutterwave, WhatsApp); empty when none is set up. */
  methods: () => PaymentMethod[];
  /** The sandbox stands in for at least one offered method. */
  testMode: boolean;
  /** The adapter that took an existing payment (for verify, webhooks and refunds). */
  byId: (id: PaymentProvider) => CardPaymentProvider | undefined;
  /**
   * Who pays vendors' cashouts and resolves account names (decision 0018): Paystack when it has
   * keys, else Flutterwave, else the sandbox where it may stand in; undefined when none may.
   */
  payouts: PayoutProvider | undefined;
  /** The payout adapter that took an existing transfer (for verify and webhooks). */
  payoutsById: (id: PaymentProvider) => PayoutProvider | undefined;
};

export function paymentProviders(options: {
  sandbox: ReturnType<typeof createSandboxProvider>;
  /** Whether the sandbox may stand in for a card method without keys (config.payments.sandbox). */
  sandboxAllowed: boolean;
  paystack?: CardPaymentProvider & PayoutProvider;
  flutterwave?: CardPaymentProvider & PayoutProvider;
  whatsappNumber: string | undefined;
}): PaymentProviders {
  const { sandbox, sandboxAllowed, paystack, flutterwave, whatsappNumber } = options;
  const forMethod = (method: CardMethod) =>
    (method === 'paystack' ? paystack : flutterwave) ?? (sandboxAllowed ? sandbox : undefined);
  const isOffered = (method: PaymentMethod): boolean => {
    if (method === 'pay_on_delivery') return false;
    if (method === 'whatsapp') return whatsappNumber !== undefined;
    return forMethod(method) !== undefined;
  };
  const offered = PAYMENT_METHODS.filter(isOffered);
  return {
    sandbox,
    whatsappNumber,
    forMethod,
    methods: () => [...offered],
    testMode: offered.some(
      (method) => method !== 'whatsapp' && method !== 'pay_on_delivery' && forMethod(method) === sandbox,
    ),
    byId: (id) =>
      id === 'sandbox' ? sandbox : id === 'paystack' ? paystack : id === 'flutterwave' ? flutterwave : undefined,
    payouts: paystack ?? flutterwave ?? (sandboxAllowed ? sandbox : undefined),
    payoutsById: (id) =>
      id === 'sandbox' ? sandbox : id === 'paystack' ? paystack : id === 'flutterwave' ? flutterwave : undefined,
  };
}
