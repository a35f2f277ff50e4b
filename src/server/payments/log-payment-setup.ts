import type { Logger } from '../logger.ts';
import { DEMO_WHATSAPP_NUMBER } from '../config.ts';
import type { PaymentProviders } from './providers/payment-providers.ts';

/** What to set for each way of being paid, as the start-up log names it. */
export const PAYMENT_VARIABLES =
  'PAYSTACK_SECRET_KEY and PAYSTACK_PUBLIC_KEY (Paystack), ' +
  'FLUTTERWAVE_SECRET_KEY, FLUTTERWAVE_PUBLIC_KEY and FLUTTERWAVE_WEBHOOK_HASH (Flutterwave), ' +
  'WHATSAPP_NUMBER (WhatsApp), or PAYMENT_SANDBOX=true (simulated payments, no real money)';

/**
 * Says at start-up how this marketplace takes money, so an operator never learns it from a shopper:
 * the methods on offer; TEST MODE, loudly, when the sandbox stands in for a card provider; which
 * variables to set when nothing is set up (Oja still starts, and the checkout says payment is not
 * set up yet); and that WhatsApp is off in production without WHATSAPP_NUMBER.
 */
export function logPaymentSetup(
  logger: Logger,
  payments: PaymentProviders,
  env: 'development' | 'production' | 'test',
) {
  const methods = payments.methods();
  if (methods.length === 0) {
    logger.warn(`Payment is not set up: shoppers cannot check out. Set ${PAYMENT_VARIABLES}.`);
  } else {
    logger.info({ methods }, `Payment methods on offer: ${methods.join(', ')}`);
  }
  if (payments.testMode) {
    const standIns = (['paystack', 'flutterwave'] as const).filter(
      (method) => methods.includes(method) && payments.forMethod(method) === payments.sandbox,
    );
    logger.warn(
      { methods: standIns },
      `TEST MODE: the sandbox stands in for ${standIns.join(' and ')}; payments are simulated and no real money moves` +
        (env === 'production'
          ? ' (PAYMENT_SANDBOX=true in production: goods are handed over for nothing until real keys are set)'
          : ' (outside production; PAYMENT_SANDBOX=false turns it off)'),
    );
  }
  if (payments.whatsappNumber === undefined) {
    logger.warn(
      'WhatsApp payment is off: set WHATSAPP_NUMBER (the marketplace’s WhatsApp business number) to offer it.',
    );
  } else if (payments.whatsappNumber === DEMO_WHATSAPP_NUMBER) {
    logger.info(`WhatsApp payments open a chat with the demo number ${DEMO_WHATSAPP_NUMBER}; set WHATSAPP_NUMBER.`);
  }
}
