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

export const FLUTTERWAVE_HASH_HEADER = 'verif-hash';
export const FLUTTERWAVE_SIGNATURE_HEADER = 'flutterwave-signature';

/** The newer header's reading where it is a MAC of the body rather than the hash itself (payments.md §2.4). */
export function signFlutterwaveWebhook(rawBody: string, webhookHash: string): string {
  return createHmac('sha256', webhookHash).update(rawBody).digest('base64');
}

/**
 * Flutterwave v3 speaks naira. Kobo are integers, so kobo / 100 has at most two decimals and
 * JSON prints it exactly (123456 → 1234.56); the way back rounds away float noise.
 */
export const koboToNaira = (kobo: number): number => kobo / 100;
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);

const id = z.union([z.number(), z.string().min(1)]);
const initializeReply = z.object({ status: z.literal('success'), data: z.object({ link: z.string().min(1) }) });
const transaction = z.object({ id, tx_ref: z.string(), status: z.string(), amount: z.number(), currency: z.string() });
const verifyReply = z.object({ status: z.literal('success'), data: transaction });
type Transaction = z.infer<typeof transaction>;

/** Dashboard "webhook version" decides which of these two shapes arrives (payments.md §2.4). */
const v3Event = z.object({ data: z.object({ id: id.optional(), tx_ref: z.string().min(1) }) });
const legacyEvent = z.object({ id: id.optional(), txRef: z.string().min(1) });

function statusOf(flutterwaveStatus: string): VerifyResult['status'] {
  if (flutterwaveStatus === 'successful') return 'success';
  if (flutterwaveStatus === 'failed') return 'failed';
  return 'pending';
}

export function createFlutterwaveProvider(options: {
  secretKey: string;
  publicKey: string;
  webhookHash: string;
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): CardPaymentProvider {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const call = (method: 'GET' | 'POST', path: string, body?: unknown) =>
    callProvider('Flutterwave', {
      fetch: options.fetch ?? fetch,
      secretKey: options.secretKey,
      timeoutMs: options.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      method,
      url: `${baseUrl}${path}`,
      body,
    });
  const nonsense = (what: string, reply: ProviderReply) =>
    new ProviderUnavailableError(`Flutterwave ${what}: unexpected answer (${describeError(reply)})`);

  /** The transaction, or undefined when Flutterwave has none by that id or reference. */
  async function fetchTransaction(path: string, what: string): Promise<Transaction | undefined> {
    const reply = await call('GET', path);
    if (reply.httpStatus >= 400) {
      const message = typeof reply.body.message === 'string' ? reply.body.message : '';
      if (reply.body.status === 'error' && /no transaction|not found/i.test(message)) return undefined;
      throw new ProviderUnavailableError(`Flutterwave could not verify ${what}: ${describeError(reply)}`);
    }
    const parsed = verifyReply.safeParse(reply.body);
    if (!parsed.success) throw nonsense('verify', reply);
    return parsed.data.data;
  }

  const resultOf = (txn: Transaction): VerifyResult => ({
    status: statusOf(txn.status),
    reference: txn.tx_ref,
    amountKobo: nairaToKobo(txn.amount),
    currency: txn.currency,
    transactionId: String(txn.id),
  });

  return {
    id: 'flutterwave',

    async initialize(input: InitializeInput) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      const reply = await call('POST', '/payments', {
        tx_ref: input.reference,
        amount: koboToNaira(input.amountKobo),
        currency: 'NGN',
        redirect_url: input.returnUrl,
        payment_options: 'card, banktransfer, ussd',
        customer: { email: input.email, name: input.customerName, phonenumber: input.customerPhone },
        customizations: { title: 'Oja' },
      });
      if (reply.httpStatus >= 400) {
        throw new ProviderUnavailableError(
          `Flutterwave refused to initialize ${input.reference}: ${describeError(reply)}`,
        );
      }
      const parsed = initializeReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('initialize', reply);
      return { link: parsed.data.data.link };
    },

    async verify(reference: string, transactionId?: string): Promise<VerifyResult> {
      if (transactionId) {
        const byId = await fetchTransaction(`/transactions/${encodeURIComponent(transactionId)}/verify`, transactionId);
        // The id comes from the browser's return URL: if it names no transaction, or another
        // payment's, the answer for our reference has to come from the reference itself.
        if (byId && byId.tx_ref === reference) return resultOf(byId);
      }
      const byReference = await fetchTransaction(
        `/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
        reference,
      );
      // Flutterwave creates the transaction only when the shopper tries to pay, so "none yet" is
      // the normal state of a checkout whose page is still open: not a failure.
      if (!byReference) return { status: 'pending', reference, amountKobo: 0, currency: '', transactionId: '' };
      return resultOf(byReference);
    },

    parseWebhook(rawBody: string, headers: Headers): WebhookNotice {
      const hash = options.webhookHash;
      const signature = headers.get(FLUTTERWAVE_SIGNATURE_HEADER);
      const trusted =
        sameSecret(headers.get(FLUTTERWAVE_HASH_HEADER), hash) ||
        sameSecret(signature, hash) ||
        sameSecret(signature, signFlutterwaveWebhook(rawBody, hash));
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
        if (event !== 'charge.completed') return { ignored: event };
        const v3 = v3Event.safeParse(payload);
        if (v3.success) return noticeOf(v3.data.data.tx_ref, v3.data.data.id);
      } else {
        const legacy = legacyEvent.safeParse(payload);
        if (legacy.success) return noticeOf(legacy.data.txRef, legacy.data.id);
      }
      return { ignored: 'malformed' };
    },

    async refund(payment) {
      if (!payment.transactionId) {
        throw new ProviderUnavailableError(
          `Flutterwave refunds need the transaction id; ${payment.reference} has none`,
        );
      }
      const reply = await call('POST', `/transactions/${encodeURIComponent(payment.transactionId)}/refund`, {
        amount: koboToNaira(payment.amountKobo),
      });
      if (reply.httpStatus >= 400 || reply.body.status !== 'success') {
        throw new ProviderUnavailableError(`Flutterwave did not refund ${payment.reference}: ${describeError(reply)}`);
      }
    },
  };
}

function noticeOf(reference: string, transactionId: string | number | undefined): WebhookNotice {
  return transactionId === undefined ? { reference } : { reference, transactionId: String(transactionId) };
}
