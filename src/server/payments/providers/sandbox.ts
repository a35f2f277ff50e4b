import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sandboxTransactions } from '../../db/schema.ts';
import { type CardPaymentProvider, type VerifyResult, WebhookSignatureError } from './payment-provider.ts';

export const SANDBOX_SIGNATURE_HEADER = 'x-oja-sandbox-signature';

export function signSandboxWebhook(rawBody: string, secret: string): string {
  return createHmac('sha512', secret).update(rawBody).digest('hex');
}

function sameSignature(given: string | null, expected: string): boolean {
  if (!given) return false;
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The provider that stands in when no Paystack or Flutterwave keys are set, so the whole flow works
 * offline. It keeps its own book (sandbox_transactions) and signs its webhooks like Paystack does
 * (HMAC-SHA512 of the raw body), so settlement takes exactly the path a real payment takes:
 * signed webhook, then verify, then the same checks.
 */
export function createSandboxProvider(options: { db: DbOrTx; secret: string }): CardPaymentProvider & {
  charge: (payment: {
    reference: string;
    amountKobo: number;
  }) => Promise<{ transactionId: string; webhook: { body: string; signature: string } }>;
} {
  const { db, secret } = options;
  return {
    id: 'sandbox',
    async initialize() {
      return {};
    },
    async verify(reference): Promise<VerifyResult> {
      const [txn] = await db.select().from(sandboxTransactions).where(eq(sandboxTransactions.reference, reference));
      if (!txn) return { status: 'pending', reference, amountKobo: 0, currency: 'NGN', transactionId: '' };
      return {
        status: txn.status === 'success' ? 'success' : 'reversed',
        reference: txn.reference,
        amountKobo: txn.amountKobo,
        currency: txn.currency,
        transactionId: txn.id,
      };
    },
    parseWebhook(rawBody, headers) {
      if (!sameSignature(headers.get(SANDBOX_SIGNATURE_HEADER), signSandboxWebhook(rawBody, secret))) {
        throw new WebhookSignatureError();
      }
      try {
        const event = JSON.parse(rawBody) as { event?: string; data?: { reference?: unknown; id?: unknown } };
        if (event.event !== 'charge.success' || typeof event.data?.reference !== 'string') {
          return { ignored: String(event.event) };
        }
        return { reference: event.data.reference, transactionId: String(event.data.id ?? '') };
      } catch {
        return { ignored: 'malformed' };
      }
    },
    async refund(payment) {
      await db
        .update(sandboxTransactions)
        .set({ status: 'reversed' })
        .where(eq(sandboxTransactions.reference, payment.reference));
    },
    /** The shopper pressed Pay: the sandbox takes the money (once per reference) and signs the webhook it will send. */
    async charge(payment) {
      await db
        .insert(sandboxTransactions)
        .values({ id: randomUUID(), reference: payment.reference, amountKobo: payment.amountKobo, status: 'success' })
        .onConflictDoNothing({ target: sandboxTransactions.reference });
      const [txn] = await db
        .select()
        .from(sandboxTransactions)
        .where(eq(sandboxTransactions.reference, payment.reference));
      const body = JSON.stringify({
        event: 'charge.success',
        data: {
          id: txn!.id,
          reference: txn!.reference,
          amount: txn!.amountKobo,
          currency: txn!.currency,
          status: 'success',
        },
      });
      return { transactionId: txn!.id, webhook: { body, signature: signSandboxWebhook(body, secret) } };
    },
  };
}
