import { z } from 'zod';
import {
  type CardPaymentProvider,
  type ProviderRefund,
  ProviderUnavailableError,
  type RefundInput,
  RefundRefusedError,
  type VerifyResult,
} from './payment-provider.ts';
import { assertPositiveKobo, describeError, MAX_LIST_PAGES, type ProviderClient, refundNote } from './provider-http.ts';
import { flutterwaveId } from './flutterwave-client.ts';
import { koboToNaira, nairaToKobo } from '../../../shared/money.ts';

/**
 * A refund: the create answer names the transaction `tx_id` and does not echo the comments; the
 * list (GET /v3/refunds) names it `transaction_id` and gives the comments back as `comment`.
 */
const refund = z.object({
  id: flutterwaveId,
  amount_refunded: z.number(),
  status: z.string(),
  comment: z.string().nullish(),
  comments: z.string().nullish(),
  tx_id: flutterwaveId.nullish(),
  transaction_id: flutterwaveId.nullish(),
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

/**
 * The documented refund answer says `completed`; the v3 list filters on successful, failed and
 * completed (some accounts read `completed-mpgs`). Anything else is still on its way. `completed`
 * means Flutterwave sent it ("refunds initiated usually take between 3-15 working days to be
 * completed"): Oja has nothing more to do, and the shopper is told the refund was sent and that
 * banks take up to 15 working days (docs/product.md#refunds), not that the money has arrived.
 */
function refundStatusOf(flutterwaveStatus: string): ProviderRefund['status'] {
  const status = flutterwaveStatus.toLowerCase();
  if (status.startsWith('completed') || status === 'successful') return 'processed';
  if (status.startsWith('failed')) return 'failed';
  return 'pending';
}

const providerRefundOf = (data: Refund, sentNote?: string): ProviderRefund => ({
  providerRefundId: String(data.id),
  amountKobo: nairaToKobo(data.amount_refunded),
  status: refundStatusOf(data.status),
  providerStatus: data.status,
  note: data.comments ?? data.comment ?? sentNote ?? '',
});

/**
 * Giving a paid transaction's money back through Flutterwave, and finding the refunds it holds.
 * `verify` finds the transaction id a payment lacks.
 */
export function flutterwaveRefunds(
  client: ProviderClient,
  verify: (reference: string) => Promise<VerifyResult>,
): Pick<CardPaymentProvider, 'refund' | 'fetchRefund' | 'listRefunds'> {
  const { call, unexpected } = client;

  const listRefunds: CardPaymentProvider['listRefunds'] = async (payment) => {
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
      if (!parsed.success) throw unexpected('list refunds', reply);
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
  };

  return {
    async refund(input: RefundInput): Promise<ProviderRefund> {
      if (!input.transactionId) {
        throw new ProviderUnavailableError(`Flutterwave refunds need the transaction id; ${input.reference} has none`);
      }
      assertPositiveKobo(input.amountKobo);
      const note = refundNote(input.refundId);
      const reply = await call('POST', `/transactions/${encodeURIComponent(input.transactionId)}/refund`, {
        amount: koboToNaira(input.amountKobo),
        comments: note,
      });
      // A 4xx `status: "error"` is Flutterwave refusing the request itself; outages never get here.
      if (reply.httpStatus >= 400 && reply.body.status === 'error') {
        throw new RefundRefusedError(
          typeof reply.body.message === 'string' && reply.body.message !== ''
            ? reply.body.message
            : describeError(reply),
        );
      }
      if (reply.httpStatus >= 400 || reply.body.status !== 'success') {
        throw new ProviderUnavailableError(`Flutterwave did not refund ${input.reference}: ${describeError(reply)}`);
      }
      const parsed = refundReply.safeParse(reply.body);
      if (!parsed.success) throw unexpected('refund', reply);
      return providerRefundOf(parsed.data.data, note);
    },

    /** v3 documents no Get-a-refund: the transaction's list, by the refund's id. */
    async fetchRefund(providerRefundId, payment) {
      const held = await listRefunds(payment);
      return held.find((r) => r.providerRefundId === providerRefundId) ?? null;
    },

    listRefunds,
  };
}
