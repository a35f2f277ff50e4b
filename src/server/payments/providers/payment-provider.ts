import type { PaymentProvider as ProviderId } from '../../../shared/constants.ts';

/**
 * One interface for every card provider (sandbox, Paystack, Flutterwave). Amounts are integer kobo
 * on both sides of it; an adapter converts at its edge (Flutterwave speaks naira). Nothing here
 * touches the database: the use cases decide what a provider's answer means for our rows.
 */
export type InitializeInput = {
  reference: string;
  amountKobo: number;
  email: string;
  customerName: string;
  customerPhone: string;
  /** Where a hosted page sends the shopper back: PUBLIC_URL/checkout/return?reference=… */
  returnUrl: string;
};

/** What the browser needs to open the provider's popup or page; stored on the payment row. */
export type InitializeResult = Record<string, string>;

export type VerifyResult = {
  /** success only when the provider says the money was taken. */
  status: 'success' | 'pending' | 'failed' | 'reversed';
  reference: string;
  amountKobo: number;
  currency: string;
  transactionId: string;
};

/** A webhook whose signature checked out: which payment it is about (verify decides the rest). */
export type WebhookNotice = { reference: string; transactionId?: string } | { ignored: string };

export class WebhookSignatureError extends Error {
  constructor(message = 'webhook signature missing or invalid') {
    super(message);
    this.name = 'WebhookSignatureError';
  }
}

/** The provider could not be reached or answered nonsense; the caller may try again later. */
export class ProviderUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ProviderUnavailableError';
  }
}

export interface CardPaymentProvider {
  readonly id: Exclude<ProviderId, 'whatsapp'>;
  initialize(input: InitializeInput): Promise<InitializeResult>;
  /** `transactionId` is Flutterwave's id from its redirect or webhook; others verify by reference. */
  verify(reference: string, transactionId?: string): Promise<VerifyResult>;
  /** Checks the signature over the raw body; throws WebhookSignatureError when it does not hold. */
  parseWebhook(rawBody: string, headers: Headers): WebhookNotice;
  /** Returns the money of a verified payment (decisions 13, 14). */
  refund(payment: { reference: string; transactionId: string | null; amountKobo: number }): Promise<void>;
}
