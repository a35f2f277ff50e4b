import { z } from 'zod';
import {
  type CardPaymentProvider,
  type InitializeInput,
  ProviderUnavailableError,
  type VerifyResult,
} from './payment-provider.ts';
import { assertPositiveKobo, describeError, messageOf, type ProviderClient } from './provider-http.ts';
import { flutterwaveId } from './flutterwave-client.ts';
import { koboToNaira, nairaToKobo } from '../../../shared/money.ts';

/** Flutterwave's hosted page accepts a session of 1 to 1440 minutes (Standard: session_duration). */
const MAX_SESSION_MINUTES = 1440;

const initializeReply = z.object({ status: z.literal('success'), data: z.object({ link: z.string().min(1) }) });
/** The fields of the documented verify answer (Node-v3 documentation/transactions.md) Oja reads. */
const transaction = z.object({
  id: flutterwaveId,
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

function statusOf(flutterwaveStatus: string): VerifyResult['status'] {
  if (flutterwaveStatus === 'successful') return 'success';
  if (flutterwaveStatus === 'failed') return 'failed';
  return 'pending';
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

/** Taking a payment through Flutterwave: a hosted page (Standard), then the transaction verified. */
export function flutterwaveCharges(client: ProviderClient): Pick<CardPaymentProvider, 'initialize' | 'verify'> {
  const { call, unexpected } = client;

  /** The transaction, or Flutterwave's words when it has none by that id or reference. */
  async function fetchTransaction(path: string, what: string): Promise<Transaction | { missing: string }> {
    const reply = await call('GET', path);
    if (reply.httpStatus >= 400) {
      const message = messageOf(reply);
      if (reply.body.status === 'error' && /no transaction|not found/i.test(message)) return { missing: message };
      throw new ProviderUnavailableError(`Flutterwave could not verify ${what}: ${describeError(reply)}`);
    }
    const parsed = verifyReply.safeParse(reply.body);
    if (!parsed.success) throw unexpected('verify', reply);
    return parsed.data.data;
  }

  return {
    async initialize(input: InitializeInput) {
      assertPositiveKobo(input.amountKobo);
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
      if (!parsed.success) throw unexpected('initialize', reply);
      return { link: parsed.data.data.link };
    },

    async verify(reference: string, transactionId?: string): Promise<VerifyResult> {
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
    },
  };
}
