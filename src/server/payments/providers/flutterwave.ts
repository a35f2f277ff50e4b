import type { CardPaymentProvider, PayoutProvider } from './payment-provider.ts';
import type { FetchLike } from './provider-http.ts';
import { createFlutterwaveClient } from './flutterwave-client.ts';
import { flutterwaveCharges } from './flutterwave-charges.ts';
import { flutterwaveWebhooks } from './flutterwave-webhooks.ts';
import { flutterwaveRefunds } from './flutterwave-refunds.ts';
import { flutterwavePayouts } from './flutterwave-payouts.ts';

/**
 * Flutterwave v3 as Oja uses it: collection (the hosted page, its webhooks and refunds) and
 * payouts (banks, transfers), over one client holding the secret key (docs/payment-providers.md#flutterwave).
 */
export function createFlutterwaveProvider(options: {
  secretKey: string;
  publicKey: string;
  webhookHash: string;
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
  /** How long a transfer's create call may take (FLUTTERWAVE_TRANSFER_TIMEOUT_MS). */
  transferTimeoutMs?: number;
}): CardPaymentProvider & PayoutProvider {
  const client = createFlutterwaveClient(options);
  const charges = flutterwaveCharges(client);
  return {
    id: 'flutterwave',
    ...charges,
    ...flutterwaveWebhooks(options.webhookHash),
    ...flutterwaveRefunds(client, charges.verify),
    ...flutterwavePayouts(client, options.transferTimeoutMs),
  };
}
