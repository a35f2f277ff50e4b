import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  type CardPaymentProvider,
  type InitializeInput,
  ProviderUnavailableError,
  type VerifyResult,
  type WebhookNotice,
  WebhookSignatureError,
} from './payment-provider.ts';
import {
  callProvider,
  describeError,
  type FetchLike,
  PROVIDER_TIMEOUT_MS,
  type ProviderReply,
  sameSecret,
} from './provider-http.ts';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs the raw body with the API secret key; there is no separate webhook secret (payments.md §1.3). */
export function signPaystackWebhook(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody).digest('hex');
}

const initializeReply = z.object({
  status: z.literal(true),
  data: z.object({ access_code: z.string().min(1), authorization_url: z.string().min(1) }),
});

const transaction = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.string(),
  reference: z.string(),
  amount: z.number().int(),
  currency: z.string(),
});
const verifyReply = z.object({ status: z.literal(true), data: transaction });

const webhook = z.object({
  event: z.string(),
  data: z.object({ reference: z.string().min(1), id: z.union([z.number(), z.string()]).optional() }),
});

/** Only Paystack's word that the money was taken, or that it was given back, is final. */
function statusOf(paystackStatus: string): VerifyResult['status'] {
  switch (paystackStatus) {
    case 'success':
      return 'success';
    case 'reversed':
      return 'reversed';
    case 'failed':
    case 'abandoned':
      return 'failed';
    default:
      // ongoing, pending, processing, queued: the shopper or the bank is still at it.
      return 'pending';
  }
}

export function createPaystackProvider(options: {
  secretKey: string;
  publicKey: string;
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): CardPaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider('Paystack', {
      fetch: options.fetch ?? fetch,
      secretKey: options.secretKey,
      timeoutMs: options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      method,
      url: `${baseUrl}${path}`,
      body,
    });
  const nonsense = (what: string, reply: ProviderReply) =>
    new ProviderUnavailableError(`Paystack ${what}: unexpected answer (${describeError(reply)})`);

  return {
    id: 'paystack',

    async initialize(input: InitializeInput) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      const reply = await call('POST', '/transaction/initialize', {
        email: input.email,
        amount: input.amountKobo,
        currency: 'NGN',
        reference: input.reference,
        callback_url: input.returnUrl,
        channels: ['card', 'bank', 'ussd', 'bank_transfer'],
        // Paystack's page shows a cancel link only when it knows where to send the shopper.
        metadata: { cancel_action: withCancelledStatus(input.returnUrl) },
      });
      if (reply.httpStatus >= 400) {
        throw new ProviderUnavailableError(
          `Paystack refused to initialize ${input.reference}: ${describeError(reply)}`,
        );
      }
      const parsed = initializeReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('initialize', reply);
      return {
        accessCode: parsed.data.data.access_code,
        authorizationUrl: parsed.data.data.authorization_url,
        publicKey: options.publicKey,
      };
    },

    async verify(reference: string): Promise<VerifyResult> {
      const reply = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (reply.httpStatus >= 400) {
        // Paystack records a transaction at initialize, so one it has never heard of can never be
        // paid. Any other refusal ("Invalid key" comes back as 400 too) says nothing about the money.
        const message = typeof reply.body.message === 'string' ? reply.body.message : '';
        if (reply.body.status === false && /not found/i.test(message)) {
          return { status: 'failed', reference, amountKobo: 0, currency: '', transactionId: '' };
        }
        throw new ProviderUnavailableError(`Paystack could not verify ${reference}: ${describeError(reply)}`);
      }
      const parsed = verifyReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('verify', reply);
      const data = parsed.data.data;
      return {
        status: statusOf(data.status),
        reference: data.reference,
        amountKobo: data.amount,
        currency: data.currency,
        transactionId: String(data.id),
      };
    },

    parseWebhook(rawBody: string, headers: Headers): WebhookNotice {
      const expected = signPaystackWebhook(rawBody, options.secretKey);
      if (!sameSecret(headers.get(PAYSTACK_SIGNATURE_HEADER), expected)) throw new WebhookSignatureError();
      let payload: unknown;
      try {
        payload = JSON.parse(rawBody);
      } catch {
        return { ignored: 'malformed' };
      }
      const event =
        typeof payload === 'object' && payload !== null ? (payload as { event?: unknown }).event : undefined;
      if (event !== 'charge.success') return { ignored: typeof event === 'string' ? event : 'malformed' };
      const parsed = webhook.safeParse(payload);
      if (!parsed.success) return { ignored: 'malformed' };
      const { reference, id } = parsed.data.data;
      return id === undefined ? { reference } : { reference, transactionId: String(id) };
    },

    async refund(payment) {
      const reply = await call('POST', '/refund', { transaction: payment.reference, amount: payment.amountKobo });
      if (reply.httpStatus >= 400 || reply.body.status !== true) {
        throw new ProviderUnavailableError(`Paystack did not refund ${payment.reference}: ${describeError(reply)}`);
      }
    },
  };
}

function withCancelledStatus(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('status', 'cancelled');
  return url.toString();
}
