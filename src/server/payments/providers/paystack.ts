import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  type CardPaymentProvider,
  type InitializeInput,
  type ProviderRefund,
  ProviderUnavailableError,
  type RefundInput,
  type VerifyResult,
  type WebhookNotice,
  WebhookSignatureError,
} from './payment-provider.ts';
import {
  callProvider,
  describeError,
  type FetchLike,
  MAX_LIST_PAGES,
  PROVIDER_TIMEOUT_MS,
  type ProviderReply,
  refundNote,
  sameSecret,
} from './provider-http.ts';

export const PAYSTACK_SIGNATURE_HEADER = 'x-paystack-signature';

/** Paystack signs the raw body with the API secret key; there is no separate webhook secret (docs/payment-providers.md#paystack-webhooks). */
function signatureOf(rawBody: string, secretKey: string): string {
  return createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');
}

const id = z.union([z.number(), z.string().min(1)]);
/** Kobo, which Paystack writes as a number or, in some documented bodies, a string of digits. */
const kobo = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);

const initializeReply = z.object({
  status: z.literal(true),
  data: z.object({ access_code: z.string().min(1), authorization_url: z.string().min(1) }),
});

/** The fields of the documented verify answer (dist/api/transactions/verify/response.json) Oja reads. */
const transaction = z.object({
  id,
  status: z.string(),
  reference: z.string(),
  amount: kobo,
  /** What the merchant asked for; `amount` adds the fees when they are passed to the customer. */
  requested_amount: kobo.nullish(),
  fees: kobo.nullish(),
  currency: z.string(),
});
const verifyReply = z.object({ status: z.literal(true), data: transaction });

/** A refund as Create Refund and List Refunds show it (dist/api/refunds/*, list-refunds.js). */
const refund = z.object({
  id,
  amount: kobo,
  status: z.string(),
  merchant_note: z.string().nullish(),
  /** List Refunds names the transaction by its id; Create Refund nests the transaction object. */
  transaction: z.union([id, z.object({ id: id.optional(), reference: z.string().optional() })]).nullish(),
  transaction_reference: z.string().nullish(),
});
type Refund = z.infer<typeof refund>;
const refundReply = z.object({ status: z.literal(true), data: refund });
const refundList = z.object({
  status: z.literal(true),
  data: z.array(refund),
  meta: z.object({ pageCount: z.number().optional() }).partial().optional(),
});

const chargeEvent = z.object({
  data: z.object({ reference: z.string().min(1), id: id.optional() }),
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

/**
 * Paystack's refund statuses: pending → processing → processed, or failed / needs-attention (the
 * money did not go back). Anything unknown stays pending: the refund exists, Oja keeps watching it.
 */
function refundStatusOf(paystackStatus: string): ProviderRefund['status'] {
  if (paystackStatus === 'processed') return 'processed';
  if (paystackStatus === 'failed' || paystackStatus === 'needs-attention') return 'failed';
  return 'pending';
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

  const providerRefundOf = (data: Refund, sentNote?: string): ProviderRefund => ({
    providerRefundId: String(data.id),
    amountKobo: data.amount,
    status: refundStatusOf(data.status),
    providerStatus: data.status,
    note: data.merchant_note ?? sentNote ?? '',
  });

  async function verify(reference: string): Promise<VerifyResult> {
    const reply = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
    if (reply.httpStatus >= 400) {
      // Paystack records a transaction at initialize, so one it has never heard of can never be
      // paid. Any other refusal ("Invalid key" comes back as 400 too) says nothing about the money.
      const message = typeof reply.body.message === 'string' ? reply.body.message : '';
      if (reply.body.status === false && /not found/i.test(message)) {
        return {
          status: 'failed',
          providerStatus: message,
          reference,
          amountKobo: 0,
          feesKobo: 0,
          currency: '',
          transactionId: '',
        };
      }
      throw new ProviderUnavailableError(`Paystack could not verify ${reference}: ${describeError(reply)}`);
    }
    const parsed = verifyReply.safeParse(reply.body);
    if (!parsed.success) throw nonsense('verify', reply);
    const data = parsed.data.data;
    return {
      status: statusOf(data.status),
      providerStatus: data.status,
      reference: data.reference,
      // With fees passed to the customer, `amount` = requested_amount + fees (docs/payment-providers.md#paystack-amounts).
      amountKobo: data.requested_amount ?? data.amount,
      feesKobo: data.fees ?? 0,
      currency: data.currency,
      transactionId: String(data.id),
    };
  }

  return {
    id: 'paystack',

    async initialize(input: InitializeInput) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      // Paystack takes no session length: its page stays open; Oja's expiry asks verify first.
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

    verify,

    parseWebhook(rawBody: string, headers: Headers): WebhookNotice {
      const expected = signatureOf(rawBody, options.secretKey);
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
      if (typeof event === 'string' && REFUND_EVENTS.has(event)) {
        const parsed = refundEvent.safeParse(payload);
        if (!parsed.success) return { ignored: 'malformed' };
        return { kind: 'refund', reference: parsed.data.data.transaction_reference };
      }
      return { ignored: typeof event === 'string' ? event : 'malformed' };
    },

    async refund(input: RefundInput): Promise<ProviderRefund> {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      const note = refundNote(input.refundId);
      // Paystack documents no idempotency key for refunds: the note is how a retry finds this one.
      const reply = await call('POST', '/refund', {
        transaction: input.reference,
        amount: input.amountKobo,
        merchant_note: note,
      });
      if (reply.httpStatus >= 400 || reply.body.status !== true) {
        throw new ProviderUnavailableError(`Paystack did not refund ${input.reference}: ${describeError(reply)}`);
      }
      const parsed = refundReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('refund', reply);
      return providerRefundOf(parsed.data.data, note);
    },

    async listRefunds(payment) {
      let transactionId = payment.transactionId;
      if (!transactionId) {
        const verified = await verify(payment.reference);
        // A transaction Paystack never saw has no refunds.
        if (verified.transactionId === '') return [];
        transactionId = verified.transactionId;
      }
      const found: ProviderRefund[] = [];
      const perPage = 100;
      for (let page = 1; page <= MAX_LIST_PAGES; page++) {
        // Paystack's List Refunds filters by `transaction` (the transaction's id). Its OpenAPI lists
        // only perPage/page/from/to, so the rows are filtered here too: a filter the API ignored
        // costs pages, never a refund of another payment taken for this one.
        const query = new URLSearchParams({ transaction: transactionId, perPage: String(perPage), page: String(page) });
        const reply = await call('GET', `/refund?${query}`);
        if (reply.httpStatus >= 400) {
          throw new ProviderUnavailableError(
            `Paystack could not list the refunds of ${payment.reference}: ${describeError(reply)}`,
          );
        }
        const parsed = refundList.safeParse(reply.body);
        if (!parsed.success) throw nonsense('list refunds', reply);
        for (const row of parsed.data.data) {
          if (belongsTo(row, transactionId, payment.reference)) found.push(providerRefundOf(row));
        }
        const pageCount = parsed.data.meta?.pageCount;
        const more = pageCount === undefined ? parsed.data.data.length >= perPage : page < pageCount;
        if (!more) return found;
      }
      // Not knowing every refund is not knowing there is none: better no answer than a second refund.
      throw new ProviderUnavailableError(
        `Paystack listed more than ${MAX_LIST_PAGES * perPage} refunds for ${payment.reference}; cannot be sure of them`,
      );
    },
  };
}

/** Whether a listed refund is this payment's. A row that names no transaction is kept: the caller matches its note. */
function belongsTo(row: Refund, transactionId: string, reference: string): boolean {
  const txn = row.transaction;
  if (typeof txn === 'object' && txn !== null) {
    return (txn.id !== undefined && String(txn.id) === transactionId) || txn.reference === reference;
  }
  if (txn !== null && txn !== undefined) return String(txn) === transactionId;
  if (row.transaction_reference) return row.transaction_reference === reference;
  return true;
}

function withCancelledStatus(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('status', 'cancelled');
  return url.toString();
}
