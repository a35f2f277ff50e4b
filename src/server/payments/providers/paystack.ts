import type { CardPaymentProvider, PayoutProvider } from './payment-provider.ts';
import type { FetchLike } from './provider-http.ts';
import { createPaystackClient } from './paystack-client.ts';
import { paystackCharges } from './paystack-charges.ts';
import { paystackWebhooks } from './paystack-webhooks.ts';
import { paystackRefunds } from './paystack-refunds.ts';
import { paystackPayouts } from './paystack-payouts.ts';

/**
 * Paystack as Oja uses it: collection (charges, their webhooks and refunds) and payouts (banks,
 * recipients, transfers), over one client holding the secret key (docs/payment-providers.md#paystack).
 */
export function createPaystackProvider(options: {
  secretKey: string;
  publicKey: string;
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): CardPaymentProvider & PayoutProvider {
  const client = createPaystackClient(options);
  const charges = paystackCharges(client, options.publicKey);
  return {
    id: 'paystack',
    ...charges,
    ...paystackWebhooks(options.secretKey),
    ...paystackRefunds(client, charges.verify),
    ...paystackPayouts(client),
  };
}
