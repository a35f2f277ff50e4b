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
  /** How long the provider's page may take the payment (Oja's checkout expiry), in minutes. */
  sessionMinutes: number;
};

/** What the browser needs to open the provider's popup or page; stored on the payment row. */
export type InitializeResult = Record<string, string>;

export type VerifyResult = {
  /**
   * success only when the provider says the money was taken; pending while the shopper or the
   * bank is still at it (Paystack `ongoing`/`pending`/`processing`/`queued`: a bank transfer on its
   * way); failed when it never will be (Paystack `abandoned`/`failed`, an unknown reference);
   * reversed when it was given back.
   */
  status: 'success' | 'pending' | 'failed' | 'reversed';
  /** The provider's own word for the status (`ongoing`, `abandoned`, `successful`…), shown to admins. */
  providerStatus: string;
  reference: string;
  /**
   * The amount Oja asked for, as the provider reports it: Paystack's `requested_amount` (its
   * `amount` includes fees passed to the customer), Flutterwave's `amount` (its `charged_amount`
   * does). Settlement accepts it when it is at least what Oja expects.
   */
  amountKobo: number;
  /** Fees the provider reports for the transaction (0 when none or not said). */
  feesKobo: number;
  currency: string;
  transactionId: string;
};

/** A refund as the provider holds it. `note` carries the refund id Oja sent, to find it again. */
export type ProviderRefund = {
  providerRefundId: string;
  amountKobo: number;
  /** pending covers Paystack's pending/processing; failed covers failed and needs-attention. */
  status: 'pending' | 'processed' | 'failed';
  /** The provider's own word (`pending`, `processed`, `needs-attention`, `completed`…). */
  providerStatus: string;
  note: string;
};

export type RefundInput = {
  reference: string;
  transactionId: string | null;
  amountKobo: number;
  /** Oja's refund row id: sent as the refund's note (Paystack merchant_note, Flutterwave comments). */
  refundId: string;
};

/**
 * A webhook whose signature checked out: which payment (or which payment's refund) it is about.
 * Oja then asks the provider (verify, or the transaction's refunds); the event itself decides nothing.
 */
export type WebhookNotice =
  | { kind: 'charge'; reference: string; transactionId?: string }
  | { kind: 'refund'; reference: string; transactionId?: string }
  /** A payout's bank transfer moved (Paystack transfer.*, Flutterwave transfer.completed): Oja asks verify. */
  | { kind: 'transfer'; reference: string; transferId?: string }
  | { ignored: string; unsupported?: true };

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
  /**
   * Asks the provider to return `amountKobo` of a verified payment. Providers refund
   * asynchronously: the answer is usually `pending`, settled later by a refund event.
   * Throws ProviderUnavailableError when the provider did not take it (or did not say).
   */
  refund(input: RefundInput): Promise<ProviderRefund>;
  /** Every refund the provider holds for the transaction: a retried refund looks here first. */
  listRefunds(payment: { reference: string; transactionId: string | null }): Promise<ProviderRefund[]>;
}

/** The holder's name of a bank account, or the provider's word that there is no such account. */
export type ResolvedAccount = { found: true; accountName: string } | { found: false; message: string };

export type TransferInput = {
  /** Oja's reference for the transfer, derived from the cashout: the provider's idempotency key. */
  reference: string;
  amountKobo: number;
  /** The provider's recipient (Paystack RCP_…); null for a provider that pays the account directly. */
  recipientCode: string | null;
  bankCode: string;
  accountNumber: string;
  accountName: string;
  /** Shown on the vendor's bank statement. */
  narration: string;
};

/**
 * A payout's bank transfer as the provider holds it (decision 0018). `pending` covers every
 * status that is not conclusive: Paystack's pending, received, queued and otp (waiting for the
 * merchant's one-time password); Flutterwave's NEW and PENDING. `failed` covers failed, reversed,
 * abandoned, blocked and rejected: the money did not reach the vendor and is back with Oja.
 */
export type TransferReport = {
  status: 'pending' | 'success' | 'failed';
  /** The provider's own word (`otp`, `reversed`, `SUCCESSFUL`…), shown to admins. */
  providerStatus: string;
  providerTransferId: string;
  /** Why it failed, in the provider's words, when it says. */
  reason: string | null;
};

/** The transfer API of a provider that can pay vendors (Paystack, Flutterwave, the sandbox). */
export interface PayoutProvider {
  readonly id: Exclude<ProviderId, 'whatsapp'>;
  /** The account holder's name. Throws ProviderUnavailableError when the provider cannot say. */
  resolveAccount(account: { accountNumber: string; bankCode: string }): Promise<ResolvedAccount>;
  /**
   * Makes (or, for a provider without recipients, skips: null) the recipient a transfer pays.
   * Throws RecipientRefusedError when the provider refuses the account, ProviderUnavailableError
   * when it cannot say.
   */
  createRecipient(account: { accountName: string; accountNumber: string; bankCode: string }): Promise<string | null>;
  /**
   * Sends the money. A refusal that says nothing was sent (an invalid recipient, a duplicate
   * reference) comes back as a failed report or, for a duplicate, throws DuplicateTransferError;
   * no answer (an outage, a timeout) throws ProviderUnavailableError: the transfer may have been taken.
   */
  sendTransfer(input: TransferInput): Promise<TransferReport>;
  /** The transfer by Oja's reference (and the provider's id when known); null when the provider never had it. */
  verifyTransfer(reference: string, providerTransferId: string | null): Promise<TransferReport | null>;
}

/** The provider refused to make a recipient for the account (it says the account is invalid): nothing can be sent. */
export class RecipientRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`recipient refused: ${reason}`);
    this.name = 'RecipientRefusedError';
  }
}

/** The provider already holds a transfer with this reference: ask verify, never send again. */
export class DuplicateTransferError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DuplicateTransferError';
  }
}
