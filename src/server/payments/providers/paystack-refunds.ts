import { z } from 'zod';
import {
  type CardPaymentProvider,
  type ProviderRefund,
  ProviderUnavailableError,
  type RefundInput,
  RefundRefusedError,
  type RefundRetryInput,
  type VerifyResult,
} from './payment-provider.ts';
import {
  assertPositiveKobo,
  describeError,
  MAX_LIST_PAGES,
  type ProviderClient,
  type ProviderReply,
  refundNote,
} from './provider-http.ts';
import { paystackId, paystackKobo } from './paystack-client.ts';

/** A refund as Create Refund and List Refunds show it (dist/api/refunds/*, list-refunds.js). */
const refund = z.object({
  id: paystackId,
  amount: paystackKobo,
  status: z.string(),
  merchant_note: z.string().nullish(),
  /** List Refunds names the transaction by its id; Create Refund nests the transaction object. */
  transaction: z
    .union([paystackId, z.object({ id: paystackId.optional(), reference: z.string().optional() })])
    .nullish(),
  transaction_reference: z.string().nullish(),
});
type Refund = z.infer<typeof refund>;
const refundReply = z.object({ status: z.literal(true), data: refund });
const refundList = z.object({
  status: z.literal(true),
  data: z.array(refund),
  meta: z.object({ pageCount: z.number().optional() }).partial().optional(),
});
/** List Banks (dist/api/miscellaneous/bank): the retry of a refund names the bank by this `id`. */
const bankList = z.object({
  status: z.literal(true),
  data: z.array(z.object({ id: paystackId, code: z.string() })),
});

/**
 * Paystack's refund statuses (support article "Understanding refund statuses"): pending and
 * processing are on their way; processed is sent; needs-attention is live, the money still
 * deducted, until the customer's account is given (retry_with_customer_details); only failed gives
 * the money back to the merchant. Anything unknown stays pending: Oja keeps watching it.
 */
function refundStatusOf(paystackStatus: string): ProviderRefund['status'] {
  if (paystackStatus === 'processed') return 'processed';
  if (paystackStatus === 'failed') return 'failed';
  if (paystackStatus === 'needs-attention') return 'needs_attention';
  return 'pending';
}

/**
 * A 4xx with `status: false` is Paystack refusing the request itself (its envelope carries `type:
 * validation_error` and a message): nothing was done and the same request will be refused again.
 * 401/403/429 and 5xx never get here (callProvider throws them as outages).
 */
function refundRefusalOf(reply: ProviderReply): string | null {
  if (reply.httpStatus < 400 || reply.body.status !== false) return null;
  return typeof reply.body.message === 'string' && reply.body.message !== ''
    ? reply.body.message
    : describeError(reply);
}

const providerRefundOf = (data: Refund, sentNote?: string): ProviderRefund => ({
  providerRefundId: String(data.id),
  amountKobo: data.amount,
  status: refundStatusOf(data.status),
  providerStatus: data.status,
  note: data.merchant_note ?? sentNote ?? '',
});

/**
 * Giving a paid transaction's money back through Paystack: the refund, finding it again, and the
 * retry of one that needs the customer's account. `verify` finds the transaction id a payment lacks.
 */
export function paystackRefunds(
  client: ProviderClient,
  verify: (reference: string) => Promise<VerifyResult>,
): Pick<CardPaymentProvider, 'refund' | 'fetchRefund' | 'listRefunds'> &
  Required<Pick<CardPaymentProvider, 'retryRefund'>> {
  const { call, unexpected } = client;

  /** Paystack's id for the bank with this code (List Banks), or null when it lists no such bank. */
  async function bankIdOf(bankCode: string): Promise<string | null> {
    const perPage = 100;
    for (let page = 1; page <= MAX_LIST_PAGES; page++) {
      const query = new URLSearchParams({ country: 'nigeria', perPage: String(perPage), page: String(page) });
      const reply = await call('GET', `/bank?${query}`);
      if (reply.httpStatus >= 400) {
        throw new ProviderUnavailableError(`Paystack could not list its banks: ${describeError(reply)}`);
      }
      const parsed = bankList.safeParse(reply.body);
      if (!parsed.success) throw unexpected('list banks', reply);
      const bank = parsed.data.data.find((b) => b.code === bankCode);
      if (bank) return String(bank.id);
      if (parsed.data.data.length < perPage) return null;
    }
    return null;
  }

  return {
    async refund(input: RefundInput): Promise<ProviderRefund> {
      assertPositiveKobo(input.amountKobo);
      const note = refundNote(input.refundId);
      // Paystack documents no idempotency key for refunds: the note is how a retry finds this one.
      const reply = await call('POST', '/refund', {
        transaction: input.reference,
        amount: input.amountKobo,
        merchant_note: note,
      });
      const refused = refundRefusalOf(reply);
      if (refused !== null) throw new RefundRefusedError(refused);
      if (reply.httpStatus >= 400 || reply.body.status !== true) {
        throw new ProviderUnavailableError(`Paystack did not refund ${input.reference}: ${describeError(reply)}`);
      }
      const parsed = refundReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('refund', reply);
      return providerRefundOf(parsed.data.data, note);
    },

    /** GET /refund/:id (PS-OAS paths/refund_{id}.yaml): one refund, without paging the list. */
    async fetchRefund(providerRefundId) {
      const reply = await call('GET', `/refund/${encodeURIComponent(providerRefundId)}`);
      if (reply.httpStatus === 404 && reply.body.status === false) return null;
      if (reply.httpStatus >= 400) {
        throw new ProviderUnavailableError(
          `Paystack could not fetch refund ${providerRefundId}: ${describeError(reply)}`,
        );
      }
      const parsed = refundReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('fetch refund', reply);
      return providerRefundOf(parsed.data.data);
    },

    /**
     * POST /refund/retry_with_customer_details/{id} with refund_account_details {currency,
     * account_number, bank_id}: bank_id is Paystack's id of the bank in List Banks, not its code.
     */
    async retryRefund(input: RefundRetryInput) {
      const bankId = await bankIdOf(input.bankCode);
      if (bankId === null) throw new RefundRefusedError(`Paystack does not list a bank with code ${input.bankCode}`);
      const reply = await call(
        'POST',
        `/refund/retry_with_customer_details/${encodeURIComponent(input.providerRefundId)}`,
        {
          refund_account_details: { currency: input.currency, account_number: input.accountNumber, bank_id: bankId },
        },
      );
      const refused = refundRefusalOf(reply);
      if (refused !== null) throw new RefundRefusedError(refused);
      const parsed = refundReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('retry refund', reply);
      return providerRefundOf(parsed.data.data);
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
        if (!parsed.success) throw unexpected('list refunds', reply);
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
