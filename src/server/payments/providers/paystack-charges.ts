import { z } from 'zod';
import {
  type CardPaymentProvider,
  type InitializeInput,
  ProviderUnavailableError,
  type VerifyResult,
} from './payment-provider.ts';
import { assertPositiveKobo, describeError, messageOf, type ProviderClient } from './provider-http.ts';
import { paystackId, paystackKobo } from './paystack-client.ts';

const initializeReply = z.object({
  status: z.literal(true),
  data: z.object({ access_code: z.string().min(1), authorization_url: z.string().min(1) }),
});

/** The fields of the documented verify answer (dist/api/transactions/verify/response.json) Oja reads. */
const transaction = z.object({
  id: paystackId,
  status: z.string(),
  reference: z.string(),
  amount: paystackKobo,
  /** What the merchant asked for; `amount` adds the fees when they are passed to the customer. */
  requested_amount: paystackKobo.nullish(),
  fees: paystackKobo.nullish(),
  currency: z.string(),
});
const verifyReply = z.object({ status: z.literal(true), data: transaction });

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

/** Taking a payment through Paystack: a transaction initialized for the popup, then verified. */
export function paystackCharges(
  client: ProviderClient,
  publicKey: string,
): Pick<CardPaymentProvider, 'initialize' | 'verify'> {
  const { call, unexpected } = client;
  return {
    async initialize(input: InitializeInput) {
      assertPositiveKobo(input.amountKobo);
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
      if (!parsed.success) throw unexpected('initialize', reply);
      return {
        accessCode: parsed.data.data.access_code,
        authorizationUrl: parsed.data.data.authorization_url,
        publicKey,
      };
    },

    async verify(reference: string): Promise<VerifyResult> {
      const reply = await call('GET', `/transaction/verify/${encodeURIComponent(reference)}`);
      if (reply.httpStatus >= 400) {
        // Paystack records a transaction at initialize, so one it has never heard of can never be
        // paid. Any other refusal ("Invalid key" comes back as 400 too) says nothing about the money.
        const message = messageOf(reply);
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
      if (!parsed.success) throw unexpected('verify', reply);
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
    },
  };
}

function withCancelledStatus(returnUrl: string): string {
  const url = new URL(returnUrl);
  url.searchParams.set('status', 'cancelled');
  return url.toString();
}
