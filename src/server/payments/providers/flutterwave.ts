import { createHmac } from 'node:crypto';
import { z } from 'zod';
import {
  type CardPaymentProvider,
  DuplicateTransferError,
  type InitializeInput,
  type PayoutProvider,
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

/**
 * Flutterwave v3 speaks naira. Kobo are integers, so kobo / 100 has at most two decimals and
 * JSON prints it exactly (123456 → 1234.56); the way back rounds away float noise.
 */
export const koboToNaira = (kobo: number): number => kobo / 100;
export const nairaToKobo = (naira: number): number => Math.round(naira * 100);

/** Flutterwave's hosted page accepts a session of 1 to 1440 minutes (Standard: session_duration). */
const MAX_SESSION_MINUTES = 1440;

const id = z.union([z.number(), z.string().min(1)]);
const initializeReply = z.object({ status: z.literal('success'), data: z.object({ link: z.string().min(1) }) });
/** The fields of the documented verify answer (Node-v3 documentation/transactions.md) Oja reads. */
const transaction = z.object({
  id,
  tx_ref: z.string(),
  status: z.string(),
  /** What was asked for; `charged_amount` adds the fee when the customer bears it. */
  amount: z.number(),
  charged_amount: z.number().nullish(),
  app_fee: z.number().nullish(),
  currency: z.string(),
});
const verifyReply = z.object({ status: z.literal('success'), data: transaction });
type Transaction = z.infer<typeof transaction>;

/**
 * A refund: the create answer names the transaction `tx_id` and does not echo the comments; the
 * list (GET /v3/refunds) names it `transaction_id` and gives the comments back as `comment`.
 */
const refund = z.object({
  id,
  amount_refunded: z.number(),
  status: z.string(),
  comment: z.string().nullish(),
  comments: z.string().nullish(),
  tx_id: id.nullish(),
  transaction_id: id.nullish(),
});
type Refund = z.infer<typeof refund>;
const refundReply = z.object({ status: z.literal('success'), data: refund });
const refundList = z.object({
  status: z.literal('success'),
  data: z.array(refund),
  meta: z
    .object({ page_info: z.object({ total_pages: z.number() }).partial().nullish() })
    .partial()
    .nullish(),
});

/** Dashboard "webhook version" decides which of these shapes arrives (docs/payment-providers.md#flutterwave-webhooks). */
const v3Event = z.object({ data: z.object({ id: id.optional(), tx_ref: z.string().min(1) }) });
const legacyEvent = z.object({ id: id.optional(), txRef: z.string().min(1) });
const v4Event = z.object({ type: z.string().min(1), data: z.record(z.string(), z.unknown()) });

const resolveReply = z.object({
  status: z.literal('success'),
  data: z.object({ account_number: z.string(), account_name: z.string().min(1) }),
});
/** A transfer as Create Transfer, Get Transfer and transfer.completed show it (amounts in naira). */
const transfer = z.object({
  id,
  reference: z.string().nullish(),
  status: z.string(),
  complete_message: z.string().nullish(),
});
const transferReply = z.object({ status: z.literal('success'), data: transfer });
const transferEvent = z.object({ data: z.object({ id: id.optional(), reference: z.string().min(1) }) });

/** Flutterwave's transfer statuses: NEW and PENDING are on their way; SUCCESSFUL and FAILED are final. */
function transferStatusOf(flutterwaveStatus: string): TransferReport['status'] {
  const status = flutterwaveStatus.toUpperCase();
  if (status === 'SUCCESSFUL') return 'success';
  if (status === 'FAILED') return 'failed';
  return 'pending';
}

function transferReportOf(data: z.infer<typeof transfer>): TransferReport {
  const status = transferStatusOf(data.status);
  return {
    status,
    providerStatus: data.status,
    providerTransferId: String(data.id),
    reason: status === 'failed' ? data.complete_message || `Flutterwave says ${data.status}` : null,
  };
}

function statusOf(flutterwaveStatus: string): VerifyResult['status'] {
  if (flutterwaveStatus === 'successful') return 'success';
  if (flutterwaveStatus === 'failed') return 'failed';
  return 'pending';
}

/**
 * The documented refund answer says `completed`; the v3 list filters on successful, failed and
 * completed (some accounts read `completed-mpgs`). Anything else is still on its way.
 */
function refundStatusOf(flutterwaveStatus: string): ProviderRefund['status'] {
  const status = flutterwaveStatus.toLowerCase();
  if (status.startsWith('completed') || status === 'successful') return 'processed';
  if (status.startsWith('failed')) return 'failed';
  return 'pending';
}

export function createFlutterwaveProvider(options: {
  secretKey: string;
  publicKey: string;
  webhookHash: string;
  baseUrl: string;
  fetch?: FetchLike;
  timeoutMs?: number;
}): CardPaymentProvider & PayoutProvider {
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

  /** The transaction, or Flutterwave's words when it has none by that id or reference. */
  async function fetchTransaction(path: string, what: string): Promise<Transaction | { missing: string }> {
    const reply = await call('GET', path);
    if (reply.httpStatus >= 400) {
      const message = typeof reply.body.message === 'string' ? reply.body.message : '';
      if (reply.body.status === 'error' && /no transaction|not found/i.test(message)) return { missing: message };
      throw new ProviderUnavailableError(`Flutterwave could not verify ${what}: ${describeError(reply)}`);
    }
    const parsed = verifyReply.safeParse(reply.body);
    if (!parsed.success) throw nonsense('verify', reply);
    return parsed.data.data;
  }

  const resultOf = (txn: Transaction): VerifyResult => {
    const amountKobo = nairaToKobo(txn.amount);
    const feesKobo =
      txn.app_fee !== null && txn.app_fee !== undefined
        ? nairaToKobo(txn.app_fee)
        : txn.charged_amount !== null && txn.charged_amount !== undefined
          ? Math.max(0, nairaToKobo(txn.charged_amount) - amountKobo)
          : 0;
    return {
      status: statusOf(txn.status),
      providerStatus: txn.status,
      reference: txn.tx_ref,
      // `amount` excludes a fee the customer bears (`charged_amount` includes it): docs/payment-providers.md#flutterwave-amounts.
      amountKobo,
      feesKobo,
      currency: txn.currency,
      transactionId: String(txn.id),
    };
  };

  async function verify(reference: string, transactionId?: string): Promise<VerifyResult> {
    if (transactionId) {
      const byId = await fetchTransaction(`/transactions/${encodeURIComponent(transactionId)}/verify`, transactionId);
      // The id comes from the browser's return URL: if it names no transaction, or another
      // payment's, the answer for our reference has to come from the reference itself.
      if (!('missing' in byId) && byId.tx_ref === reference) return resultOf(byId);
    }
    const byReference = await fetchTransaction(
      `/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
      reference,
    );
    // Flutterwave creates the transaction only when the shopper tries to pay, so "none yet" is
    // the normal state of a checkout whose page is still open: not a failure.
    if ('missing' in byReference) {
      return {
        status: 'pending',
        providerStatus: byReference.missing,
        reference,
        amountKobo: 0,
        feesKobo: 0,
        currency: '',
        transactionId: '',
      };
    }
    return resultOf(byReference);
  }

  const providerRefundOf = (data: Refund, sentNote?: string): ProviderRefund => ({
    providerRefundId: String(data.id),
    amountKobo: nairaToKobo(data.amount_refunded),
    status: refundStatusOf(data.status),
    providerStatus: data.status,
    note: data.comments ?? data.comment ?? sentNote ?? '',
  });

  return {
    id: 'flutterwave',

    async initialize(input: InitializeInput) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      if (!Number.isFinite(input.sessionMinutes) || input.sessionMinutes <= 0) {
        throw new RangeError(`sessionMinutes must be a positive number, got ${input.sessionMinutes}`);
      }
      const sessionDuration = Math.min(MAX_SESSION_MINUTES, Math.ceil(input.sessionMinutes));
      const reply = await call('POST', '/payments', {
        tx_ref: input.reference,
        amount: koboToNaira(input.amountKobo),
        currency: 'NGN',
        redirect_url: input.returnUrl,
        payment_options: 'card, banktransfer, ussd',
        customer: { email: input.email, name: input.customerName, phonenumber: input.customerPhone },
        customizations: { title: 'Oja' },
        // The hosted page closes when Oja's checkout expires. Where the field goes is not settled
        // (docs/payment-providers.md#flutterwave-standard): Flutterwave's Standard document lists `session_duration`
        // (minutes, at most 1440) among the top-level payment details, beside `customizations` and
        // `meta`; integrations seen in the wild nest it under `configurations` (same section);
        // Flutterwave/Node-v3 @537f9f44 has no hosted-payment helper and names neither. Both are
        // sent, so the page expires whichever Flutterwave reads.
        session_duration: sessionDuration,
        configurations: { session_duration: sessionDuration },
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

    verify,

    parseWebhook(rawBody: string, headers: Headers): WebhookNotice {
      const hash = options.webhookHash;
      const signature = headers.get(FLUTTERWAVE_SIGNATURE_HEADER);
      const trusted =
        sameSecret(headers.get(FLUTTERWAVE_HASH_HEADER), hash) ||
        sameSecret(signature, hash) ||
        sameSecret(signature, bodyMacOf(rawBody, hash));
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
        // v3 documents no refund event: refunds are followed through listRefunds.
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

    async refund(input: RefundInput): Promise<ProviderRefund> {
      if (!input.transactionId) {
        throw new ProviderUnavailableError(`Flutterwave refunds need the transaction id; ${input.reference} has none`);
      }
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      const note = refundNote(input.refundId);
      const reply = await call('POST', `/transactions/${encodeURIComponent(input.transactionId)}/refund`, {
        amount: koboToNaira(input.amountKobo),
        comments: note,
      });
      if (reply.httpStatus >= 400 || reply.body.status !== 'success') {
        throw new ProviderUnavailableError(`Flutterwave did not refund ${input.reference}: ${describeError(reply)}`);
      }
      const parsed = refundReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('refund', reply);
      return providerRefundOf(parsed.data.data, note);
    },

    async listRefunds(payment) {
      let transactionId = payment.transactionId;
      if (!transactionId) {
        const verified = await verify(payment.reference);
        // No transaction yet means no refund of it.
        if (verified.transactionId === '') return [];
        transactionId = verified.transactionId;
      }
      const found: ProviderRefund[] = [];
      for (let page = 1; page <= MAX_LIST_PAGES; page++) {
        // v3 "Get all refunds": `id` is the transaction's id (data.id), not a refund's.
        const query = new URLSearchParams({ id: transactionId, page: String(page) });
        const reply = await call('GET', `/refunds?${query}`);
        if (reply.httpStatus >= 400) {
          throw new ProviderUnavailableError(
            `Flutterwave could not list the refunds of ${payment.reference}: ${describeError(reply)}`,
          );
        }
        const parsed = refundList.safeParse(reply.body);
        if (!parsed.success) throw nonsense('list refunds', reply);
        for (const row of parsed.data.data) {
          const of = row.transaction_id ?? row.tx_id;
          // A row that names no transaction is kept: the caller matches its note.
          if (of === null || of === undefined || String(of) === transactionId) found.push(providerRefundOf(row));
        }
        const totalPages = parsed.data.meta?.page_info?.total_pages;
        if (totalPages === undefined || page >= totalPages) return found;
      }
      throw new ProviderUnavailableError(
        `Flutterwave listed more than ${MAX_LIST_PAGES} pages of refunds for ${payment.reference}; cannot be sure of them`,
      );
    },

    async resolveAccount(account) {
      const reply = await call('POST', '/accounts/resolve', {
        account_number: account.accountNumber,
        account_bank: account.bankCode,
      });
      if (reply.httpStatus >= 400) {
        // "Sorry, recipient account could not be validated. Please try again" and the like.
        if (reply.body.status === 'error') {
          return { found: false, message: typeof reply.body.message === 'string' ? reply.body.message : '' };
        }
        throw new ProviderUnavailableError(`Flutterwave could not resolve the account: ${describeError(reply)}`);
      }
      const parsed = resolveReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('resolve account', reply);
      return { found: true, accountName: parsed.data.data.account_name };
    },

    // Flutterwave pays a bank account named in the transfer itself: no recipient to make.
    async createRecipient() {
      return null;
    },

    async sendTransfer(input) {
      if (!Number.isSafeInteger(input.amountKobo) || input.amountKobo <= 0) {
        throw new RangeError(`amountKobo must be a positive integer, got ${input.amountKobo}`);
      }
      const reply = await call('POST', '/transfers', {
        account_bank: input.bankCode,
        account_number: input.accountNumber,
        amount: koboToNaira(input.amountKobo),
        narration: input.narration,
        currency: 'NGN',
        debit_currency: 'NGN',
        reference: input.reference,
        beneficiary_name: input.accountName,
      });
      if (reply.httpStatus >= 400 || reply.body.status !== 'success') {
        const message = typeof reply.body.message === 'string' ? reply.body.message : '';
        if (/duplicate|already exist/i.test(message)) {
          throw new DuplicateTransferError(
            `Flutterwave already has transfer ${input.reference}: ${describeError(reply)}`,
          );
        }
        return { status: 'failed', providerStatus: 'refused', providerTransferId: '', reason: message || 'refused' };
      }
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('create transfer', reply);
      return transferReportOf(parsed.data.data);
    },

    async verifyTransfer(reference, providerTransferId) {
      // Flutterwave finds a transfer by its own id (Get a transfer). Without one (the answer to the
      // create call was lost) Oja cannot tell whether Flutterwave took it: never send it again; an
      // admin sees it on "Needs attention", and its transfer.completed webhook brings the id.
      if (!providerTransferId) {
        return { status: 'pending', providerStatus: 'unconfirmed', providerTransferId: '', reason: null };
      }
      const reply = await call('GET', `/transfers/${encodeURIComponent(providerTransferId)}`);
      if (reply.httpStatus >= 400) {
        const message = typeof reply.body.message === 'string' ? reply.body.message : '';
        if (reply.body.status === 'error' && /not found|no transfer/i.test(message)) return null;
        throw new ProviderUnavailableError(
          `Flutterwave could not verify transfer ${reference}: ${describeError(reply)}`,
        );
      }
      const parsed = transferReply.safeParse(reply.body);
      if (!parsed.success) throw nonsense('get transfer', reply);
      if (parsed.data.data.reference && parsed.data.data.reference !== reference) return null;
      return transferReportOf(parsed.data.data);
    },
  };
}

function chargeNotice(reference: string, transactionId: string | number | undefined): WebhookNotice {
  return transactionId === undefined
    ? { kind: 'charge', reference }
    : { kind: 'charge', reference, transactionId: String(transactionId) };
}
