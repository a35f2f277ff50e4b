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
  /**
   * pending covers Paystack's pending/processing; needs_attention is Paystack's needs-attention (a
   * live refund, the money still deducted, waiting for the customer's account); failed only when
   * the money went back to the merchant.
   */
  status: 'pending' | 'needs_attention' | 'processed' | 'failed';
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

/** The customer's bank account Paystack's retry of a needs-attention refund sends the money to. */
export type RefundRetryInput = {
  providerRefundId: string;
  accountNumber: string;
  /** The bank's code as Oja keeps it (NIP/CBN code); the adapter finds the provider's own bank id. */
  bankCode: string;
  currency: string;
};

/**
 * The provider would not take the refund (a 4xx about the request: already reversed, more than the
 * charge, an unknown transaction): nothing was deducted, and asking again the same way will not
 * change that. Not an outage: a person reads the provider's words and decides.
 */
export class RefundRefusedError extends Error {
  constructor(readonly providerMessage: string) {
    super(`refund refused: ${providerMessage}`);
    this.name = 'RefundRefusedError';
  }
}

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
  /**
   * One refund by the provider's id (Paystack GET /refund/:id); null when the provider has no such
   * refund. Throws ProviderUnavailableError when it cannot say.
   */
  fetchRefund(
    providerRefundId: string,
    payment: { reference: string; transactionId: string | null },
  ): Promise<ProviderRefund | null>;
  /**
   * Paystack's way on for a needs-attention refund: the customer's account, then it is processing
   * again. Absent for a provider without such a state. Throws RefundRefusedError with the
   * provider's words when it refuses (not in that state, an account it will not pay).
   */
  retryRefund?(input: RefundRetryInput): Promise<ProviderRefund>;
}

/**
 * A bank the provider can pay, as its own bank list names it. `code` is the provider's string
 * (Paystack's `999992`, Flutterwave's `305` for the same OPay): what its resolve, recipient and
 * transfer calls take for this provider only.
 */
export type ProviderBank = { code: string; name: string };

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
 * blocked and rejected: the money did not reach the vendor and is back with Oja. `abandoned` is
 * Paystack's transfer whose OTP never came within 30 minutes: it will never be processed, but it is
 * no fault of the seller's (decision 0018: it waits for an admin to send it again).
 */
export type TransferReport = {
  status: 'pending' | 'success' | 'failed' | 'abandoned';
  /** The provider's own word (`otp`, `reversed`, `SUCCESSFUL`…), shown to admins. */
  providerStatus: string;
  providerTransferId: string;
  /** Why it failed, in the provider's words, when it says. */
  reason: string | null;
  /** The provider's fee for the transfer in kobo (Paystack fee_charged, Flutterwave fee), when it says. */
  feeKobo: number | null;
};

/**
 * The provider answered a transfer call with a refusal (a 4xx): its words, and whether they are
 * its "balance not enough" answer. A refused create does not by itself mean nothing was sent (a
 * reused reference is refused too, in words no provider documents): the caller looks the
 * reference up before it decides (decision 0018).
 */
export type TransferRefusal = { status: 'refused'; reason: string; balanceTooLow: boolean };

/** The transfer API of a provider that can pay vendors (Paystack, Flutterwave, the sandbox). */
export interface PayoutProvider {
  readonly id: Exclude<ProviderId, 'whatsapp'>;
  /**
   * Every bank this provider pays in Nigeria, from its bank endpoint, every page read. Throws
   * ProviderUnavailableError when the provider cannot be reached or the list cannot be read whole.
   */
  listBanks(): Promise<ProviderBank[]>;
  /**
   * The account holder's name. `found: false` only for a clear "no such account"; an answer that
   * may pass ("try again", a bank's name enquiry down) throws ProviderUnavailableError, as an outage does.
   * `accountName` is the name the seller typed: a real bank never reads it; the sandbox, which has no
   * bank to ask, answers with it.
   */
  resolveAccount(account: { accountNumber: string; bankCode: string; accountName: string }): Promise<ResolvedAccount>;
  /**
   * Makes (or, for a provider without recipients, skips: null) the recipient a transfer pays.
   * Throws RecipientRefusedError only when the provider says the account is invalid;
   * ProviderUnavailableError when it cannot say, or refuses in words that may pass ("try again").
   */
  createRecipient(account: { accountName: string; accountNumber: string; bankCode: string }): Promise<string | null>;
  /**
   * Sends the money. A 4xx comes back as a TransferRefusal (the caller looks the reference up);
   * no answer (an outage, a timeout, a dropped connection) throws ProviderUnavailableError: the
   * transfer may have been taken.
   */
  sendTransfer(input: TransferInput): Promise<TransferReport | TransferRefusal>;
  /**
   * The transfer by Oja's reference (and the provider's id when known); null only when the
   * provider says it holds no transfer with that reference. Throws ProviderUnavailableError when it
   * cannot say either way.
   */
  verifyTransfer(reference: string, providerTransferId: string | null): Promise<TransferReport | null>;
  /** What the marketplace's NGN balance at the provider can pay out now, in kobo. Throws ProviderUnavailableError. */
  readBalance(): Promise<number>;
  /** The fee the provider is expected to take for a transfer of this amount, in kobo (the balance must cover both). */
  transferFee(amountKobo: number): Promise<number>;
  /**
   * Releases a transfer waiting for an OTP (Paystack POST /transfer/finalize_transfer). A provider
   * without transfer OTPs has none. A wrong or expired OTP is a TransferRefusal with the provider's words.
   */
  finalizeTransfer?(input: { providerTransferId: string; otp: string }): Promise<TransferReport | TransferRefusal>;
  /** Asks the provider to send the OTP again (Paystack POST /transfer/resend_otp); its words when it refuses. */
  resendTransferOtp?(providerTransferId: string): Promise<{ resent: true } | TransferRefusal>;
}

/** The provider refused to make a recipient for the account (it says the account is invalid): nothing can be sent. */
export class RecipientRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`recipient refused: ${reason}`);
    this.name = 'RecipientRefusedError';
  }
}
