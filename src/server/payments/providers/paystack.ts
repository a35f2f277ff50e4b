import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  type CardPaymentProvider,
  DuplicateTransferError,
  type InitializeInput,
  type PayoutProvider,
  RecipientRefusedError,
  type TransferReport,
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
/**
 * Paystack's transfer statuses (How transfers work): success, and failed, reversed, abandoned,
 * blocked and rejected, are conclusive; pending, received, queued and otp (the merchant must
 * finalize with a one-time password) are not: the cashout stays processing.
 */
function transferStatusOf(paystackStatus: string): TransferReport['status'] {
  if (paystackStatus === 'success') return 'success';
  if (['failed', 'reversed', 'abandoned', 'blocked', 'rejected'].includes(paystackStatus)) return 'failed';
  return 'pending';
}

const resolveReply = z.object({
  status: z.literal(true),
  data: z.object({ account_number: z.string(), account_name: z.string().min(1) }),
});
const recipientReply = z.object({ status: z.literal(true), data: z.object({ recipient_code: z.string().min(1) }) });
/** A transfer as Initiate Transfer, Verify Transfer and the transfer.* events show it. */
const transfer = z.object({
  transfer_code: z.string().min(1),
  reference: z.string().nullish(),
  status: z.string(),
  reason: z.string().nullish(),
  /** Filled on a failed transfer in some answers; a string or an object. */
  failures: z.unknown().optional(),
  gateway_response: z.string().nullish(),
});
const transferReply = z.object({ status: z.literal(true), message: z.string().optional(), data: transfer });
const transferEvent = z.object({
  data: z.object({ reference: z.string().min(1), transfer_code: z.string().optional() }),
});
const TRANSFER_EVENTS = new Set(['transfer.success', 'transfer.failed', 'transfer.reversed']);

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
}): CardPaymentProvider & PayoutProvider {
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

    async resolveAccount(account) {
      const query = new URLSearchParams({ account_number: account.accountNumber, bank_code: account.bankCode });
      const reply = await call('GET', `/bank/resolve?${query}`);
      if (reply.httpStatus >= 400) {
        // "Could not resolve account name. Check parameters or try again." (422), "Unknown bank code" (400).
        if (reply.body.status === false) {
          return { found: false, message: typeof reply.body.message === 'string' ? reply.body.message : '' };
        }
        throw new ProviderUnavailableError(`Paystack could not resolve the account: ${describeError(reply)}`);
      }
      const parsed = resolveReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('resolve account', reply);
      return { found: true, accountName: parsed.data.data.account_name };
    },

    async createRecipient(account) {
      const reply = await call('POST', '/transferrecipient', {
        type: 'nuban',
        name: account.accountName,
        account_number: account.accountNumber,
        bank_code: account.bankCode,
        currency: 'NGN',
      });
      if (reply.httpStatus >= 400) {
        if (reply.body.status === false && typeof reply.body.message === 'string') {
          throw new RecipientRefusedError(reply.body.message);
        }
        throw new ProviderUnavailableError(`Paystack did not create the transfer recipient: ${describeError(reply)}`);
      }
      const parsed = recipientReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('create transfer recipient', reply);
      return parsed.data.data.recipient_code;
    },

    async sendTransfer(input) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      if (!input.recipientCode) throw new RangeError('a Paystack transfer needs a recipient code');
      const reply = await call('POST', '/transfer', {
        source: 'balance',
        amount: input.amountKobo,
        recipient: input.recipientCode,
        reference: input.reference,
        reason: input.narration,
        currency: 'NGN',
      });
      if (reply.httpStatus >= 400 || reply.body.status !== true) {
        const message = typeof reply.body.message === 'string' ? reply.body.message : '';
        if (reply.body.code === 'duplicate_reference' || /duplicate|already (been )?(used|exists)/i.test(message)) {
          throw new DuplicateTransferError(`Paystack already has transfer ${input.reference}: ${describeError(reply)}`);
        }
        // Refused outright (an invalid recipient, a balance too low): nothing left Oja's balance.
        return { status: 'failed', providerStatus: 'refused', providerTransferId: '', reason: message || 'refused' };
      }
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('initiate transfer', reply);
      return transferReportOf(parsed.data.data);
    },

    async verifyTransfer(reference) {
      const reply = await call('GET', `/transfer/verify/${encodeURIComponent(reference)}`);
      if (reply.httpStatus >= 400) {
        const message = typeof reply.body.message === 'string' ? reply.body.message : '';
        if (reply.body.status === false && /not found/i.test(message)) return null;
        throw new ProviderUnavailableError(`Paystack could not verify transfer ${reference}: ${describeError(reply)}`);
      }
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('verify transfer', reply);
      return transferReportOf(parsed.data.data);
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

function transferReportOf(data: z.infer<typeof transfer>): TransferReport {
  const status = transferStatusOf(data.status);
  const failures = typeof data.failures === 'string' ? data.failures : null;
  return {
    status,
    providerStatus: data.status,
    providerTransferId: data.transfer_code,
    reason: status === 'failed' ? (failures ?? data.gateway_response ?? `Paystack says ${data.status}`) : null,
  };
}
