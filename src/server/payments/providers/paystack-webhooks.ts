import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { type CardPaymentProvider, type WebhookNotice, WebhookSignatureError } from './payment-provider.ts';
import { sameSecret } from './provider-http.ts';
import { paystackId } from './paystack-client.ts';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs the raw body with the API secret key; there is no separate webhook secret (docs/payment-providers.md#paystack-webhooks). */
function signatureOf(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

const chargeEvent = z.object({
  data: z.object({ reference: z.string().min(1), id: paystackId.optional() }),
});
/** The refund.* events name the transaction by its reference only (src/doc/payments/refunds/events). */
const refundEvent = z.object({ data: z.object({ transaction_reference: z.string().min(1) }) });
const REFUND_EVENTS = new Set([
  'refund.pending',
  'refund.processing',
  'refund.processed',
  'refund.failed',
  'refund.needs-attention',
]);
const transferEvent = z.object({
  data: z.object({ reference: z.string().min(1), transfer_code: z.string().optional() }),
});
const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

/**
 * Paystack's events, for payments, their refunds and payouts' transfers alike: which one an event
 * is about, once its signature holds. The event decides nothing; Oja then asks Paystack.
 */
export function paystackWebhooks(secretKey: string): Pick<CardPaymentProvider, 'parseWebhook'> {
  return {
    parseWebhook(rawBody: string, headers: Headers): WebhookNotice {
      const expected = signatureOf(rawBody, secretKey);
      if (!sameSecret(headers.get(PAYSTACK_SIGNATURE_HEADER), expected)) throw new WebhookSignatureError();
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        return { ignored: 'malformed' };
      }
      const event =
        typeof payload === 'object' && payload !== null ? (payload as { event?: unknown }).event : undefined;
      if (event === 'charge.success') {
        const parsed = chargeEvent.safeParse(payload);
        if (!parsed.success) return { ignored: 'malformed' };
        const { reference, id: transactionId } = parsed.data.data;
        return transactionId === undefined
          ? { kind: 'charge', reference }
          : { kind: 'charge', reference, transactionId: String(transactionId) };
      }
      if (typeof event === 'string' && TRANSFER_EVENTS.has(event)) {
        const parsed = transferEvent.safeParse(payload);
        if (!parsed.success) return { ignored: 'malformed' };
        const { reference, transfer_code: transferId } = parsed.data.data;
        return transferId ? { kind: 'transfer', reference, transferId } : { kind: 'transfer', reference };
      }
      if (typeof event === 'string' && REFUND_EVENTS.has(event)) {
        const parsed = refundEvent.safeParse(payload);
        if (!parsed.success) return { ignored: 'malformed' };
        return { kind: 'refund', reference: parsed.data.data.transaction_reference };
      }
      return { ignored: typeof event === 'string' ? event : 'malformed' };
    },
  };
}
