import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { type CardPaymentProvider, type WebhookNotice, WebhookSignatureError } from './payment-provider.ts';
import { sameSecret } from './provider-http.ts';
import { flutterwaveId } from './flutterwave-client.ts';

/**
 * Flutterwave v3 is the supported API. An account switched to webhooks v4 sends another shape
 * (`type` and `data.reference`, no `event`; signed in `flutterwave-signature`): parseWebhook reports
 * it as unsupported so that it is logged, never silently dropped.
 */
export const FLUTTERWAVE_HASH_HEADER = 'verif-hash';
export const FLUTTERWAVE_SIGNATURE_HEADER = 'flutterwave-signature';

/** The newer header's reading where it is a MAC of the body rather than the hash itself (docs/payment-providers.md#flutterwave-webhooks). */
function bodyMacOf(rawBody: string, webhookHash: string): string {
  return createHmac('sha256', webhookHash).update(rawBody, 'utf8').digest('base64');
}

/** Dashboard "webhook version" decides which of these shapes arrives (docs/payment-providers.md#flutterwave-webhooks). */
const v3Event = z.object({ data: z.object({ id: flutterwaveId.optional(), tx_ref: z.string().min(1) }) });
const legacyEvent = z.object({ id: flutterwaveId.optional(), txRef: z.string().min(1) });
const v4Event = z.object({ type: z.string().min(1), data: z.record(z.string(), z.unknown()) });
const transferEvent = z.object({ data: z.object({ id: flutterwaveId.optional(), reference: z.string().min(1) }) });

/**
 * Flutterwave's events, for payments and payouts' transfers alike (v3 documents no refund event:
 * refunds are followed through listRefunds): which one an event is about, once its hash holds.
 */
export function flutterwaveWebhooks(webhookHash: string): Pick<CardPaymentProvider, 'parseWebhook'> {
  return {
    parseWebhook(rawBody: string, headers: Headers): WebhookNotice {
      const signature = headers.get(FLUTTERWAVE_SIGNATURE_HEADER);
      const trusted =
        sameSecret(headers.get(FLUTTERWAVE_HASH_HEADER), webhookHash) ||
        sameSecret(signature, webhookHash) ||
        sameSecret(signature, bodyMacOf(rawBody, webhookHash));
      if (!trusted) throw new WebhookSignatureError();
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        return { ignored: 'malformed' };
      }
      const event =
        typeof payload === 'object' && payload !== null ? (payload as { event?: unknown }).event : undefined;
      if (typeof event === 'string') {
        if (event === 'transfer.completed') {
          const parsed = transferEvent.safeParse(payload);
          if (!parsed.success) return { ignored: 'malformed' };
          const { reference, id: transferId } = parsed.data.data;
          return transferId === undefined
            ? { kind: 'transfer', reference }
            : { kind: 'transfer', reference, transferId: String(transferId) };
        }
        if (event !== 'charge.completed') return { ignored: event };
        const v3 = v3Event.safeParse(payload);
        if (v3.success) return chargeNotice(v3.data.data.tx_ref, v3.data.data.id);
        return { ignored: 'malformed' };
      }
      const legacy = legacyEvent.safeParse(payload);
      if (legacy.success) return chargeNotice(legacy.data.txRef, legacy.data.id);
      if (v4Event.safeParse(payload).success) return { ignored: 'flutterwave-v4', unsupported: true };
      return { ignored: 'malformed' };
    },
  };
}

function chargeNotice(reference: string, transactionId: string | number | undefined): WebhookNotice {
  return transactionId === undefined
    ? { kind: 'charge', reference }
    : { kind: 'charge', reference, transactionId: String(transactionId) };
}
