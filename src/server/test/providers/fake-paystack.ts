import { createHmac, randomBytes } from 'node:crypto';
import {
  bearerOf,
  type FakeReply,
  type FakeRequest,
  fillKnown,
  isRecord,
  outages,
  type RecordedRequest,
  type RunningFake,
  serveJson,
  record,
  type SignedWebhook,
  templateOf,
} from './fake-http-server.ts';

export type { RecordedRequest, SignedWebhook } from './fake-http-server.ts';

/**
 * Paystack's API as its own documents describe it (PaystackOSS/doc-code-snippets;
 * docs/payment-providers.md#paystack), kept in memory for tests. Every answer and event is built
 * on the documented example body in
 * fixtures/ (same field names, same nesting), with this fake's values filled in. It knows nothing of
 * the adapter: it signs its webhooks with its own code, written from the webhook documents.
 *
 * What it models, each under a test's control:
 * - fees passed to the customer: `amount = requested_amount + fees` (passFeesToCustomer);
 * - a bank transfer that stays `ongoing` until the test says it arrived (awaitTransfer, then pay);
 * - refunds that are queued (`pending`), then `processed`, `failed` or `needs-attention`, each with
 *   its signed `refund.*` event (settleRefund); the transaction reads `reversed` while a full refund
 *   is queued or needs attention (the money stays deducted) and returns to `success` only when it
 *   fails, as Paystack's refund documents say; GET /refund/:id (Fetch Refund);
 * - a needs-attention refund goes on through POST /refund/retry_with_customer_details/:id with the
 *   customer's account (bank_id from GET /bank), then reads `processing`; any other state answers
 *   the documented 422 `Invalid Refund state, refund status should be "needs-attention"`;
 * - POST /refund records the refund before it answers; dropConnectionAfterNextRefund loses the answer;
 *   refusals (already reversed, more than the charge) are 400 `validation_error` envelopes;
 * - its bank list (GET /bank): the documented example's banks and any a test adds (addBank), in
 *   cursor pages (use_cursor, perPage, next) as the documented answer's meta shows;
 * - name enquiry: an account it does not know gets Paystack's documented "Could not resolve account
 *   name. Check parameters or try again." (also what a bank's outage gives: failNameEnquiry), and an
 *   account a test marks invalid gets a refusal naming it invalid (setInvalidAccount);
 * - payouts: bank accounts it can resolve (setAccount), nuban recipients, transfers that start
 *   `pending` (or `otp`, when the integration has transfer OTP on: transfersStartAs) and end
 *   `success`, `failed` or `reversed` with their signed `transfer.*` event (settleTransfer); POST
 *   /transfer records the transfer before it answers (crashCallerAfterNextTransfer loses the
 *   answer; holdNextTransferAnswer delays it);
 * - transfer OTP (Managing transfers): `otp` until POST /transfer/finalize_transfer with the OTP
 *   (transferOtp), POST /transfer/resend_otp, and `abandoned` once 30 minutes pass on the fake's
 *   clock without it ("Transfer won't be processed afterwards");
 * - a balance (GET /balance) that each transfer and its fee (fee_charged, Paystack's NGN transfer
 *   tiers) come out of, and the documented "Your balance is not enough to fulfill this request";
 * - verify by reference that, under a test's control, answers "Transfer not found" for a transfer
 *   it holds (hideTransferFromVerify: a lookup that has not caught up);
 * - any endpoint down (503, or a reset connection) until the test brings it back (down/up).
 */
export type PaystackTransactionStatus =
  'abandoned' | 'ongoing' | 'pending' | 'processing' | 'queued' | 'success' | 'failed' | 'reversed';

export type FakePaystackTransaction = {
  id: number;
  reference: string;
  /** Kobo the merchant asked for: Paystack's `requested_amount`. */
  requestedAmount: number;
  /** Kobo charged: `requestedAmount`, plus the fees when they are passed to the customer. */
  amount: number;
  /** Paystack's fee in kobo once the money is taken; null before. */
  fees: number | null;
  currency: string;
  email: string;
  status: PaystackTransactionStatus;
  channel: 'card' | 'bank_transfer';
  gatewayResponse: string | null;
  accessCode: string;
  callbackUrl: string | undefined;
  metadata: unknown;
  channels: unknown;
  createdAt: string;
  paidAt: string | null;
};

export type PaystackRefundStatus = 'pending' | 'processing' | 'processed' | 'failed' | 'needs-attention';

export type FakePaystackRefund = {
  id: number;
  transactionId: number;
  reference: string;
  /** Kobo. */
  amount: number;
  status: PaystackRefundStatus;
  /** The customer's account a needs-attention refund was retried with (refund_account_details). */
  accountDetails: { currency: string; accountNumber: string; bankId: string } | null;
  merchantNote: string;
  customerNote: string;
  refundReference: string | null;
  createdAt: string;
  refundedAt: string | null;
};

type Endpoint =
  | 'initialize'
  | 'verify'
  | 'refund'
  | 'listRefunds'
  | 'resolve'
  | 'recipient'
  | 'transfer'
  | 'verifyTransfer'
  | 'fetchRefund'
  | 'retryRefund'
  | 'banks'
  | 'finalizeTransfer'
  | 'resendOtp'
  | 'balance';

/** Paystack's transfer statuses (How transfers work). */
export type PaystackTransferStatus =
  'pending' | 'received' | 'otp' | 'success' | 'failed' | 'reversed' | 'abandoned' | 'blocked' | 'rejected';

export type FakePaystackTransfer = {
  id: number;
  transferCode: string;
  reference: string;
  /** Kobo. */
  amount: number;
  reason: string;
  recipientCode: string;
  status: PaystackTransferStatus;
  /** Kobo: fee_charged, taken from the balance with the amount. */
  fee: number;
  createdAt: string;
  updatedAt: string;
};

/** "Abandoned: OTP is not provided within 30 mins" (How transfers work). */
export const PAYSTACK_OTP_MINUTES = 30;

/** Paystack's NGN transfer fee, as its pricing page states it: ₦10 up to ₦5,000, ₦25 up to ₦50,000, ₦50 above. */
export function paystackTransferFeeOf(kobo: number): number {
  return kobo <= 500_000 ? 1_000 : kobo <= 5_000_000 ? 2_500 : 5_000;
}

type FakeRecipient = { id: number; code: string; name: string; accountNumber: string; bankCode: string };

/** A transfer reference: "lowercase alphanumeric string with only -,_ symbols allowed" (TransferBase.reference). */
const TRANSFER_REFERENCE = /^[a-z0-9_-]+$/;

const REFERENCE = /^[A-Za-z0-9.=-]+$/;
const INTEGRATION = 463433;
const REFUNDED_BY = 'refunds@oja.test';
let nextId = 4099260516;
let nextRefundId = 3018284;
let nextTransferId = 860703114;
let nextRecipientId = 20317609;

/**
 * The banks GET /bank lists besides the documented example's five (which it keeps, with their ids):
 * the common Nigerian banks under the codes Paystack's list gives them, each with an id of its own.
 */
const MORE_BANKS = [
  { name: 'Access Bank', code: '044' },
  { name: 'First Bank of Nigeria', code: '011' },
  { name: 'Guaranty Trust Bank', code: '058' },
  { name: 'Kuda Bank', code: '50211' },
  { name: 'Moniepoint MFB', code: '50515' },
  { name: 'United Bank For Africa', code: '033' },
  { name: 'Zenith Bank', code: '057' },
];

/** Paystack's local pricing: 1.5% + ₦100 (the ₦100 waived under ₦2,500), capped at ₦2,000. */
export function paystackFee(kobo: number): number {
  return Math.min(200_000, Math.round(kobo * 0.015) + (kobo >= 250_000 ? 10_000 : 0));
}

export function createFakePaystack(
  options: {
    secretKey?: string;
    feesPaidBy?: 'merchant' | 'customer';
    /**
     * What POST /transfer answers first: `pending` (queued), or `otp` when the integration has
     * transfer OTP on. Whether OTP is on for a new integration is not documented: the default is
     * off, as Oja's harness has always run; a test that wants OTP asks for it.
     */
    transfersStartAs?: 'pending' | 'otp' | 'success';
    /** The OTP Paystack "sent to the business phone" for every transfer. */
    transferOtp?: string;
    /** The integration's NGN balance in kobo (plenty unless a test says otherwise). */
    balanceKobo?: number;
    /** The fake's clock: a transfer left at `otp` is abandoned 30 minutes after it was made on it. */
    now?: () => Date;
  } = {},
) {
  const secretKey = options.secretKey ?? 'sk_test_fake_oja_paystack';
  let feesPaidBy = options.feesPaidBy ?? 'merchant';
  const transactions = new Map<string, FakePaystackTransaction>();
  const requests: RecordedRequest[] = [];
  const refunds: FakePaystackRefund[] = [];
  const outage = outages<Endpoint>();
  let dropNextRefundAnswer = false;
  let afterNextRefundRecorded: (() => void) | undefined;
  /** Bank accounts the fake's banks know: `<bank code>:<account number>` → the holder's name. */
  const accounts = new Map<string, string>();
  /** Accounts the bank says do not exist: `<bank code>:<account number>`. */
  const invalidAccounts = new Set<string>();
  let nameEnquiryFails = false;
  /** The bank list: the documented example's entries, the common banks (MORE_BANKS), then any a test adds. */
  const documentedBanks = templateOf<{ data: Record<string, unknown>[] }>('paystack-bank-list').data;
  const banks: Record<string, unknown>[] = [
    ...documentedBanks.map((b) => ({ ...b })),
    ...MORE_BANKS.map((b, i) =>
      fillKnown(record(documentedBanks[0]), {
        ...b,
        slug: b.name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        id: 200 + i,
        active: true,
        is_deleted: false,
      }),
    ),
  ];
  const recipients: FakeRecipient[] = [];
  const transfers = new Map<string, FakePaystackTransfer>();
  let transfersStartAs = options.transfersStartAs ?? 'pending';
  let dropNextTransferAnswer = false;
  let afterNextTransferRecorded: (() => void) | undefined;
  let holdNextTransfer: Promise<void> | undefined;
  let otpsResent = 0;
  let spentBeforeNextTransfer = 0;
  const transferOtp = options.transferOtp ?? '928783';
  let balance = options.balanceKobo ?? 100_000_000_000;
  const now = options.now ?? (() => new Date());
  /** References verify answers "Transfer not found" for, how many more times. */
  const hiddenFromVerify = new Map<string, number>();

  /** A transfer still at `otp` after 30 minutes is abandoned: read through this, it says so. */
  function current(transfer: FakePaystackTransfer): FakePaystackTransfer {
    const age = now().getTime() - Date.parse(transfer.createdAt);
    if (transfer.status === 'otp' && age >= PAYSTACK_OTP_MINUTES * 60_000) {
      transfer.status = 'abandoned';
      transfer.updatedAt = now().toISOString();
      // "Transfer won't be processed": the money never left the balance.
      balance += transfer.amount + transfer.fee;
    }
    return transfer;
  }

  function find(reference: string): FakePaystackTransaction {
    const txn = transactions.get(reference);
    if (!txn) throw new Error(`fake Paystack has no transaction ${reference}`);
    return txn;
  }

  function handle(request: FakeRequest): FakeReply | Promise<FakeReply> {
    requests.push({ method: request.method, path: `${request.path}${queryOf(request.query)}`, body: request.body });
    if (bearerOf(request.headers) !== secretKey) {
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    }
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    const route = (endpoint: Endpoint, answer: () => FakeReply): FakeReply => {
      const down = outage.of(endpoint);
      if (down === 'reset') return { dropConnection: true };
      if (down === 'unavailable') {
        return { status: 503, body: { status: false, message: 'Service Unavailable' } };
      }
      return answer();
    };
    if (request.method === 'POST' && request.path === '/transaction/initialize') {
      return route('initialize', () => initialize(request.body));
    }
    if (request.method === 'GET' && verify) {
      return route('verify', () => verifyTransaction(decodeURIComponent(verify[1]!)));
    }
    const verifyTransfer = /^\/transfer\/verify\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && request.path === '/bank') {
      return route('banks', () => listBanks(request.query));
    }
    if (request.method === 'GET' && request.path === '/bank/resolve') {
      return route('resolve', () => resolveAccount(request.query));
    }
    if (request.method === 'POST' && request.path === '/transferrecipient') {
      return route('recipient', () => createRecipient(request.body));
    }
    if (request.method === 'POST' && request.path === '/transfer') {
      const reply = route('transfer', () => initiateTransfer(request.body));
      const held = holdNextTransfer;
      holdNextTransfer = undefined;
      return held ? held.then(() => reply) : reply;
    }
    if (request.method === 'POST' && request.path === '/transfer/finalize_transfer') {
      return route('finalizeTransfer', () => finalizeTransfer(request.body));
    }
    if (request.method === 'POST' && request.path === '/transfer/resend_otp') {
      return route('resendOtp', () => resendOtp(request.body));
    }
    if (request.method === 'GET' && request.path === '/balance') {
      return route('balance', () => {
        const example = templateOf('paystack-balance');
        return { status: 200, body: { ...example, data: [{ currency: 'NGN', balance }] } };
      });
    }
    if (request.method === 'GET' && verifyTransfer) {
      return route('verifyTransfer', () => verifyTransferOf(decodeURIComponent(verifyTransfer[1]!)));
    }
    if (request.method === 'POST' && request.path === '/refund')
      return route('refund', () => createRefund(request.body));
    const refundById = /^\/refund\/(\d+)$/.exec(request.path);
    if (request.method === 'GET' && refundById) return route('fetchRefund', () => fetchRefund(refundById[1]!));
    const retryRefund = /^\/refund\/retry_with_customer_details\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && retryRefund) {
      return route('retryRefund', () => retryRefundWith(decodeURIComponent(retryRefund[1]!), request.body));
    }
    if (request.method === 'GET' && request.path === '/refund')
      return route('listRefunds', () => listRefunds(request.query));
    return {
      status: 404,
      body: { status: false, message: `fake Paystack: no route ${request.method} ${request.path}` },
    };
  }

  function initialize(body: unknown): FakeReply {
    if (!isRecord(body)) return validationError('Invalid request body');
    if (typeof body.email !== 'string' || !body.email.includes('@')) {
      return validationError('Invalid Email Address Passed');
    }
    const amount = kobo(body.amount);
    if (amount === undefined || amount <= 0) return validationError('Invalid Amount Sent');
    const reference = body.reference === undefined ? randomBytes(5).toString('hex') : body.reference;
    if (typeof reference !== 'string' || !REFERENCE.test(reference)) {
      return validationError('Invalid transaction reference: only -, ., = and alphanumeric characters allowed');
    }
    if (transactions.has(reference)) {
      return {
        status: 400,
        body: {
          status: false,
          message: 'Duplicate Transaction Reference',
          meta: { nextStep: 'Try and create the Transaction or Charge with a new reference' },
          type: 'validation_error',
          code: 'duplicate_reference',
          errorCodeMappingNotFound: false,
        },
      };
    }
    const accessCode = randomBytes(8).toString('hex').slice(0, 15);
    transactions.set(reference, {
      id: nextId++,
      reference,
      requestedAmount: amount,
      amount,
      fees: null,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      // A transaction nobody has paid yet reads as abandoned (docs/payment-providers.md#paystack-statuses).
      status: 'abandoned',
      channel: 'card',
      gatewayResponse: 'The transaction was not completed',
      accessCode,
      callbackUrl: typeof body.callback_url === 'string' ? body.callback_url : undefined,
      metadata: body.metadata ?? '',
      channels: body.channels,
      createdAt: new Date().toISOString(),
      paidAt: null,
    });
    return {
      status: 200,
      body: {
        status: true,
        message: 'Authorization URL created',
        data: { authorization_url: `https://checkout.paystack.com/${accessCode}`, access_code: accessCode, reference },
      },
    };
  }

  function verifyTransaction(reference: string): FakeReply {
    const txn = transactions.get(reference);
    if (!txn) return { status: 400, body: { status: false, message: 'Transaction reference not found' } };
    const example = templateOf('paystack-verify');
    return { status: 200, body: { ...example, data: transactionData(txn, record(example.data)) } };
  }

  /** The transaction object of verify and charge.success, on the documented example's keys. */
  function transactionData(txn: FakePaystackTransaction, example: Record<string, unknown>) {
    const paid = txn.paidAt !== null;
    const transfer = templateOf('paystack-charge-success-transfer');
    const authorization = !paid
      ? {}
      : txn.channel === 'bank_transfer'
        ? record(record(transfer.data).authorization)
        : record(record(templateOf('paystack-verify').data).authorization);
    return fillKnown(example, {
      id: txn.id,
      domain: 'test',
      status: txn.status,
      reference: txn.reference,
      amount: txn.amount,
      gateway_response: txn.gatewayResponse,
      paid_at: txn.paidAt,
      paidAt: txn.paidAt,
      created_at: txn.createdAt,
      createdAt: txn.createdAt,
      transaction_date: txn.createdAt,
      channel: txn.channel,
      currency: txn.currency,
      metadata: txn.metadata,
      // The documented card example carries its attempt log; transfers and unpaid ones have none.
      log: paid && txn.channel === 'card' ? example.log : null,
      fees: txn.fees,
      authorization,
      customer: { ...record(example.customer), email: txn.email },
      requested_amount: txn.requestedAmount,
    });
  }

  /**
   * GET /bank?use_cursor=true&perPage=…[&next=…]: the banks in pages, newest id first, with the
   * documented meta (`next` is base64 of "bank:<id of the last one given>", null on the last page).
   */
  function listBanks(query: URLSearchParams): FakeReply {
    const example = templateOf('paystack-bank-list');
    const perPage = Math.max(1, Number(query.get('perPage') ?? '50') || 50);
    const sorted = [...banks].sort((a, b) => Number(b.id) - Number(a.id));
    const after = query.get('next');
    const afterId = after
      ? Number(
          Buffer.from(after, 'base64')
            .toString('utf8')
            .replace(/^bank:/, ''),
        )
      : undefined;
    const rest = afterId === undefined ? sorted : sorted.filter((b) => Number(b.id) < afterId);
    const page = query.get('use_cursor') === 'true' ? rest.slice(0, perPage) : rest;
    const last = page.at(-1);
    const more = last !== undefined && page.length < rest.length;
    return {
      status: 200,
      body: {
        ...example,
        data: page,
        meta: fillKnown(record(example.meta), {
          next: more ? Buffer.from(`bank:${String(last.id)}`).toString('base64') : null,
          previous: after ?? null,
          perPage,
        }),
      },
    };
  }

  /** Paystack's documented name-enquiry refusal: an unknown account and a bank's outage alike. */
  const couldNotResolve: FakeReply = {
    status: 422,
    body: { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
  };
  /**
   * An account the bank says does not exist. Paystack documents no wording for it: this is an
   * assumption (docs/decisions/0032-provider-bank-lists.md), shaped as its documented 400 envelope.
   */
  const invalidAccount: FakeReply = {
    status: 400,
    body: { status: false, message: 'Invalid account number', type: 'validation_error', code: 'invalid_params' },
  };

  /** GET /bank/resolve: the holder's name, "try again" for an account it cannot resolve, or invalid. */
  function resolveAccount(query: URLSearchParams): FakeReply {
    const accountNumber = query.get('account_number') ?? '';
    const bankCode = query.get('bank_code') ?? '';
    if (invalidAccounts.has(`${bankCode}:${accountNumber}`)) return invalidAccount;
    const name = accounts.get(`${bankCode}:${accountNumber}`);
    if (!name || nameEnquiryFails) return couldNotResolve;
    const example = templateOf('paystack-resolve-account');
    return {
      status: 200,
      body: {
        ...example,
        data: fillKnown(record(example.data), { account_number: accountNumber, account_name: name }),
      },
    };
  }

  /** POST /transferrecipient (type nuban): the same account gives back its existing recipient. */
  function createRecipient(body: unknown): FakeReply {
    if (!isRecord(body) || body.type !== 'nuban') return validationError('Invalid recipient type');
    const { name, account_number: accountNumber, bank_code: bankCode } = body;
    if (typeof name !== 'string' || name === '') return validationError('Name is required');
    if (typeof accountNumber !== 'string' || typeof bankCode !== 'string') {
      return validationError('Account number and bank code are required');
    }
    if (nameEnquiryFails) return couldNotResolve;
    const holder = accounts.get(`${bankCode}:${accountNumber}`);
    if (!holder) return validationError('Account number is invalid');
    let recipient = recipients.find((r) => r.accountNumber === accountNumber && r.bankCode === bankCode);
    if (!recipient) {
      recipient = {
        id: nextRecipientId++,
        code: `RCP_${randomBytes(8).toString('hex')}`,
        name,
        accountNumber,
        bankCode,
      };
      recipients.push(recipient);
    }
    const example = templateOf('paystack-transfer-recipient');
    const data = record(example.data);
    const now = new Date().toISOString();
    return {
      status: 201,
      body: {
        ...example,
        data: fillKnown(data, {
          id: recipient.id,
          name: recipient.name,
          recipient_code: recipient.code,
          integration: INTEGRATION,
          createdAt: now,
          updatedAt: now,
          details: fillKnown(record(data.details), {
            account_number: accountNumber,
            account_name: holder,
            bank_code: bankCode,
          }),
        }),
      },
    };
  }

  /**
   * POST /transfer: recorded before any answer (a lost answer is not a transfer not sent); a
   * reference already used is refused as a duplicate, so a retry with it never sends twice.
   */
  function initiateTransfer(body: unknown): FakeReply {
    if (!isRecord(body)) return validationError('Invalid request body');
    const amount = kobo(body.amount);
    if (amount === undefined || amount <= 0) return validationError('Invalid Amount Sent');
    const recipient = recipients.find((r) => r.code === body.recipient);
    if (!recipient) return { status: 400, body: templateOf('paystack-transfer-invalid-recipient') };
    if (typeof body.reference !== 'string' || !TRANSFER_REFERENCE.test(body.reference)) {
      return validationError('Invalid transfer reference: only lowercase alphanumeric, - and _ allowed');
    }
    if (transfers.has(body.reference)) {
      // UNVERIFIED: Paystack documents no answer for a reused reference. These words are made up,
      // and deliberately match no "duplicate" pattern: a caller must look the reference up.
      return {
        status: 400,
        body: { status: false, message: 'Transfer reference has been used', type: 'validation_error' },
      };
    }
    const fee = paystackTransferFeeOf(amount);
    balance = Math.max(0, balance - spentBeforeNextTransfer);
    spentBeforeNextTransfer = 0;
    if (amount + fee > balance) {
      // Managing transfers: "the transfer request would fail with a `Your balance is not enough to
      // fulfill this request` message" (the status code is not documented; a 400 like the others).
      return { status: 400, body: { status: false, message: 'Your balance is not enough to fulfill this request' } };
    }
    balance -= amount + fee;
    const at = now().toISOString();
    const transfer: FakePaystackTransfer = {
      id: nextTransferId++,
      transferCode: `TRF_${randomBytes(8).toString('hex')}`,
      reference: body.reference,
      amount,
      reason: typeof body.reason === 'string' ? body.reason : '',
      recipientCode: recipient.code,
      status: transfersStartAs,
      fee,
      createdAt: at,
      updatedAt: at,
    };
    transfers.set(transfer.reference, transfer);
    if (dropNextTransferAnswer) {
      dropNextTransferAnswer = false;
      const whileRecorded = afterNextTransferRecorded;
      afterNextTransferRecorded = undefined;
      whileRecorded?.();
      return { dropConnection: true };
    }
    // With OTP on, the documented answer is "Transfer requires OTP to continue", data.status otp.
    const example = templateOf(transfer.status === 'otp' ? 'paystack-transfer-otp' : 'paystack-transfer-initiate');
    return {
      status: 200,
      body: {
        ...example,
        data: fillKnown(record(example.data), {
          amount: transfer.amount,
          reference: transfer.reference,
          reason: transfer.reason,
          status: transfer.status,
          transfer_code: transfer.transferCode,
          id: transfer.id,
          integration: INTEGRATION,
          recipient: recipient.id,
          createdAt: transfer.createdAt,
          updatedAt: transfer.updatedAt,
        }),
      },
    };
  }

  /** The transfer object of verify and the transfer.* events, on the documented example's keys. */
  function transferData(transfer: FakePaystackTransfer, example: Record<string, unknown>) {
    const recipient = recipients.find((r) => r.code === transfer.recipientCode)!;
    const exampleRecipient = record(example.recipient);
    return fillKnown(example, {
      amount: transfer.amount,
      currency: 'NGN',
      domain: 'test',
      failures: null,
      id: transfer.id,
      reason: transfer.reason,
      reference: transfer.reference,
      status: transfer.status,
      transfer_code: transfer.transferCode,
      fee_charged: transfer.fee,
      createdAt: transfer.createdAt,
      updatedAt: transfer.updatedAt,
      recipient: fillKnown(exampleRecipient, {
        recipient_code: recipient.code,
        name: recipient.name,
        details: fillKnown(record(exampleRecipient.details), {
          account_number: recipient.accountNumber,
          account_name: accounts.get(`${recipient.bankCode}:${recipient.accountNumber}`) ?? null,
          bank_code: recipient.bankCode,
        }),
      }),
    });
  }

  function verifyTransferOf(reference: string): FakeReply {
    const transfer = transfers.get(reference);
    const hidden = hiddenFromVerify.get(reference) ?? 0;
    if (hidden > 0) hiddenFromVerify.set(reference, hidden - 1);
    if (!transfer || hidden > 0) return { status: 404, body: templateOf('paystack-transfer-not-found') };
    const example = templateOf('paystack-transfer-verify');
    return { status: 200, body: { ...example, data: transferData(current(transfer), record(example.data)) } };
  }

  /**
   * POST /transfer/finalize_transfer {transfer_code, otp}: the transfer leaves `otp` for `success`,
   * as the documented answer shows ("Transfer has been queued", data.status success). An unknown
   * code is the documented 400 "Transfer code is invalid".
   */
  function finalizeTransfer(body: unknown): FakeReply {
    if (!isRecord(body) || typeof body.transfer_code !== 'string' || typeof body.otp !== 'string') {
      return validationError('transfer_code and otp are required');
    }
    const found = [...transfers.values()].find((t) => t.transferCode === body.transfer_code);
    if (!found) return { status: 400, body: templateOf('paystack-transfer-finalize-invalid') };
    const transfer = current(found);
    // UNVERIFIED: Paystack documents no answer for a transfer past its OTP, or a wrong OTP; made-up words.
    if (transfer.status !== 'otp') return validationError(`Transfer is not awaiting OTP (it is ${transfer.status})`);
    if (body.otp !== transferOtp) return validationError('Invalid OTP');
    transfer.status = 'success';
    transfer.updatedAt = now().toISOString();
    const example = templateOf('paystack-transfer-finalize');
    return {
      status: 200,
      body: {
        ...example,
        data: fillKnown(record(example.data), {
          amount: transfer.amount,
          reference: transfer.reference,
          reason: transfer.reason,
          status: transfer.status,
          transfer_code: transfer.transferCode,
          id: transfer.id,
          createdAt: transfer.createdAt,
          updatedAt: transfer.updatedAt,
        }),
      },
    };
  }

  /** POST /transfer/resend_otp {transfer_code, reason}: reason is one of PS-OAS TransferResendOTP's. */
  function resendOtp(body: unknown): FakeReply {
    if (!isRecord(body) || typeof body.transfer_code !== 'string') return validationError('transfer_code is required');
    if (!['transfer', 'resend_otp', 'disable_otp'].includes(String(body.reason))) {
      return validationError('reason must be one of disable_otp, resend_otp, transfer');
    }
    const found = [...transfers.values()].find((t) => t.transferCode === body.transfer_code);
    if (!found) return { status: 400, body: templateOf('paystack-transfer-finalize-invalid') };
    otpsResent += 1;
    return { status: 200, body: templateOf('paystack-transfer-resend-otp') };
  }

  /** The `transfer.<status>` event for a transfer, on the documented transfer.success example. */
  function transferEventOf(transfer: FakePaystackTransfer) {
    const events = templateOf('paystack-transfer-events');
    const example = record(events[transfer.status] ?? events.success);
    return { ...example, event: `transfer.${transfer.status}`, data: transferData(transfer, record(example.data)) };
  }

  function createRefund(body: unknown): FakeReply {
    if (!isRecord(body) || (typeof body.transaction !== 'string' && typeof body.transaction !== 'number')) {
      return validationError('Transaction reference or id is required');
    }
    const txn = [...transactions.values()].find(
      (t) => t.reference === body.transaction || String(t.id) === String(body.transaction),
    );
    if (!txn) return { status: 404, body: { status: false, message: 'Transaction not found' } };
    if (txn.paidAt === null) return validationError('Transaction has not been completed');
    const remaining = txn.amount - refundedOrQueued(txn);
    if (remaining <= 0) return validationError('Transaction has been fully reversed');
    const amount = body.amount === undefined ? remaining : kobo(body.amount);
    if (amount === undefined || amount <= 0) return validationError('Invalid Amount Sent');
    if (amount > remaining) return validationError('Refund amount cannot be greater than transaction amount');
    const now = new Date().toISOString();
    const refund: FakePaystackRefund = {
      id: nextRefundId++,
      transactionId: txn.id,
      reference: txn.reference,
      amount,
      status: 'pending',
      accountDetails: null,
      merchantNote:
        typeof body.merchant_note === 'string'
          ? body.merchant_note
          : `Refund for transaction ${txn.reference} by ${REFUNDED_BY}`,
      customerNote:
        typeof body.customer_note === 'string' ? body.customer_note : `Refund for transaction ${txn.reference}`,
      refundReference: null,
      createdAt: now,
      refundedAt: null,
    };
    // Recorded before any answer: a lost answer does not mean a refund that was not taken.
    refunds.push(refund);
    if (refundedOrQueued(txn) >= txn.amount) txn.status = 'reversed';
    if (dropNextRefundAnswer) {
      dropNextRefundAnswer = false;
      const whileRecorded = afterNextRefundRecorded;
      afterNextRefundRecorded = undefined;
      whileRecorded?.();
      return { dropConnection: true };
    }
    const example = templateOf('paystack-refund-create');
    const data = record(example.data);
    return {
      status: 200,
      body: {
        ...example,
        data: fillKnown(data, {
          transaction: fillKnown(record(data.transaction), {
            id: txn.id,
            domain: 'test',
            reference: txn.reference,
            amount: txn.amount,
            paid_at: txn.paidAt,
            paidAt: txn.paidAt,
            channel: txn.channel,
            currency: txn.currency,
          }),
          integration: INTEGRATION,
          deducted_amount: 0,
          merchant_note: refund.merchantNote,
          customer_note: refund.customerNote,
          status: refund.status,
          refunded_by: REFUNDED_BY,
          expected_at: new Date(Date.now() + 7 * 86_400_000).toISOString(),
          currency: txn.currency,
          domain: 'test',
          amount: refund.amount,
          fully_deducted: false,
          id: refund.id,
          createdAt: now,
          updatedAt: now,
        }),
      },
    };
  }

  function refundedOrQueued(txn: FakePaystackTransaction): number {
    return refunds
      .filter((r) => r.transactionId === txn.id && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
  }

  /** GET /refund: newest first, filtered by `transaction` (the transaction's id, or its reference). */
  function listRefunds(query: URLSearchParams): FakeReply {
    const transaction = query.get('transaction');
    const perPage = Math.max(1, Number(query.get('perPage') ?? 50) || 50);
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const matching = refunds
      .filter((r) => transaction === null || String(r.transactionId) === transaction || r.reference === transaction)
      .reverse();
    const example = templateOf('paystack-refund-list');
    const item = record((example.data as unknown[])[0]);
    const data = matching.slice((page - 1) * perPage, page * perPage).map((refund) =>
      fillKnown(item, {
        integration: INTEGRATION,
        transaction: refund.transactionId,
        dispute: null,
        settlement: null,
        id: refund.id,
        domain: 'test',
        currency: find(refund.reference).currency,
        amount: refund.amount,
        status: refund.status,
        refunded_at: refund.refundedAt,
        refunded_by: REFUNDED_BY,
        customer_note: refund.customerNote,
        merchant_note: refund.merchantNote,
        deducted_amount: refund.status === 'processed' ? refund.amount : 0,
        fully_deducted: refund.status === 'processed',
        createdAt: refund.createdAt,
      }),
    );
    return {
      status: 200,
      body: {
        ...example,
        data,
        meta: {
          total: matching.length,
          skipped: (page - 1) * perPage,
          perPage,
          page,
          pageCount: Math.max(1, Math.ceil(matching.length / perPage)),
        },
      },
    };
  }

  /** The refund object of Fetch Refund and Retry Refund, on the documented example's keys. */
  function refundData(refund: FakePaystackRefund, example: Record<string, unknown>) {
    const txn = find(refund.reference);
    // Pending, processing, needs-attention and processed keep the money deducted; failed gives it back.
    const deducted = refund.status === 'failed' ? 0 : refund.amount;
    return fillKnown(example, {
      integration: INTEGRATION,
      transaction: refund.transactionId,
      dispute: null,
      settlement: null,
      id: refund.id,
      domain: 'test',
      currency: txn.currency,
      amount: refund.amount,
      deducted_amount: deducted,
      fully_deducted: deducted === refund.amount,
      status: refund.status,
      refunded_at: refund.refundedAt,
      refunded_by: REFUNDED_BY,
      customer_note: refund.customerNote,
      merchant_note: refund.merchantNote,
      createdAt: refund.createdAt,
      transaction_reference: refund.reference,
    });
  }

  /** GET /refund/:id: one refund; 404 for an id Paystack does not have. */
  function fetchRefund(id: string): FakeReply {
    const refund = refunds.find((r) => String(r.id) === id);
    if (!refund) return { status: 404, body: { status: false, message: 'Refund not found' } };
    const example = templateOf('paystack-refund-fetch');
    return { status: 200, body: { ...example, data: refundData(refund, record(example.data)) } };
  }

  /**
   * POST /refund/retry_with_customer_details/:id: only a needs-attention refund, with
   * refund_account_details {currency, account_number, bank_id} all present (RefundRetryAccountDetails);
   * it is then `processing`. Any other state gets the documented 422.
   */
  function retryRefundWith(id: string, body: unknown): FakeReply {
    const refund = refunds.find((r) => String(r.id) === id);
    if (!refund) return { status: 404, body: { status: false, message: 'Refund not found' } };
    if (refund.status !== 'needs-attention') {
      return { status: 422, body: templateOf('paystack-refund-retry-invalid-state') };
    }
    const details = isRecord(body) ? body.refund_account_details : undefined;
    if (!isRecord(details)) return validationError('refund_account_details is required');
    const { currency, account_number: accountNumber, bank_id: bankId } = details;
    if (typeof currency !== 'string' || typeof accountNumber !== 'string' || typeof bankId !== 'string') {
      return validationError('currency, account_number and bank_id are required');
    }
    if (currency !== find(refund.reference).currency) {
      return validationError('Currency should be the same as the transaction currency');
    }
    if (!banks.some((b) => String(b.id) === bankId)) return validationError('Invalid bank id');
    refund.accountDetails = { currency, accountNumber, bankId };
    refund.status = 'processing';
    const example = templateOf('paystack-refund-retry');
    return { status: 200, body: { ...example, data: refundData(refund, record(example.data)) } };
  }

  function latestRefund(reference: string): FakePaystackRefund {
    const refund = refunds.findLast((r) => r.reference === reference);
    if (!refund) throw new Error(`fake Paystack has no refund for ${reference}`);
    return refund;
  }

  /** The `refund.<status>` event for a refund, on the documented example for that status. */
  function refundEventOf(refund: FakePaystackRefund) {
    const example = record(templateOf('paystack-refund-events')[refund.status]);
    const txn = find(refund.reference);
    return {
      ...example,
      data: fillKnown(record(example.data), {
        status: refund.status,
        transaction_reference: refund.reference,
        refund_reference: refund.refundReference,
        amount: refund.amount,
        currency: txn.currency,
        customer: { ...record(record(example.data).customer), email: txn.email },
        integration: INTEGRATION,
        domain: 'test',
        id: String(refund.id),
        customer_note: refund.customerNote,
        merchant_note: refund.merchantNote,
      }),
    };
  }

  function sign(body: string, key: string): string {
    // Paystack: "a HMAC SHA512 signature of the event payload signed using your secret key", hex.
    return createHmac('sha512', key).update(body, 'utf8').digest('hex');
  }

  function signedWebhook(payload: unknown, key = secretKey): SignedWebhook {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return { body, headers: { 'content-type': 'application/json', 'x-paystack-signature': sign(body, key) } };
  }

  function chargeFees(txn: FakePaystackTransaction, fees = paystackFee(txn.requestedAmount)) {
    txn.fees = fees;
    txn.amount = feesPaidBy === 'customer' ? txn.requestedAmount + fees : txn.requestedAmount;
  }

  return {
    secretKey,
    transactions,
    /** Every call the fake received, in order (for asserting what an adapter sent). */
    requests,
    refunds,
    async start(): Promise<RunningFake> {
      const { origin, close } = await serveJson(handle);
      return { baseUrl: origin, close };
    },
    /** From now on the customer pays Paystack's fee on top: `amount = requested_amount + fees`. */
    passFeesToCustomer(on = true): void {
      feesPaidBy = on ? 'customer' : 'merchant';
    },
    /** The money arrived (a card, or a transfer that was `ongoing`). Returns Paystack's transaction id. */
    pay(reference: string): string {
      const txn = find(reference);
      txn.status = 'success';
      txn.gatewayResponse = txn.channel === 'bank_transfer' ? 'Approved' : 'Successful';
      txn.paidAt = new Date().toISOString();
      chargeFees(txn, txn.fees ?? undefined);
      return String(txn.id);
    },
    /** The shopper chose Pay with Transfer and sent it; it stays `ongoing` until pay() or fail(). */
    awaitTransfer(reference: string): string {
      const txn = find(reference);
      txn.status = 'ongoing';
      txn.channel = 'bank_transfer';
      txn.gatewayResponse = null;
      return String(txn.id);
    },
    fail(reference: string): void {
      const txn = find(reference);
      txn.status = 'failed';
      txn.gatewayResponse = 'Declined';
    },
    setStatus(reference: string, status: PaystackTransactionStatus): void {
      find(reference).status = status;
    },
    /** Paystack's fee for this transaction (otherwise its standard pricing applies at pay()). */
    setFees(reference: string, fees: number): void {
      chargeFees(find(reference), fees);
    },
    /** Makes Paystack report that another amount was asked for, as when a payment was tampered with. */
    setAmount(reference: string, kobo: number): void {
      const txn = find(reference);
      txn.requestedAmount = kobo;
      txn.amount = kobo + (feesPaidBy === 'customer' ? (txn.fees ?? 0) : 0);
    },
    /** The next POST /refund is recorded, then its answer is lost (the connection drops). */
    dropConnectionAfterNextRefund(): void {
      dropNextRefundAnswer = true;
    },
    /**
     * The next POST /refund is recorded, then `whileRecorded` runs before any answer (a test kills
     * the caller's process there, as a crash at that exact point would), then the answer is lost.
     */
    crashCallerAfterNextRefund(whileRecorded: () => void): void {
      dropNextRefundAnswer = true;
      afterNextRefundRecorded = whileRecorded;
    },
    /** Moves the reference's latest refund on and returns the signed `refund.<outcome>` event. */
    settleRefund(reference: string, outcome: Exclude<PaystackRefundStatus, 'pending'>): SignedWebhook {
      const refund = latestRefund(reference);
      refund.status = outcome;
      const txn = find(reference);
      if (outcome === 'processed') {
        refund.refundedAt = new Date().toISOString();
        refund.refundReference = `TRF_${randomBytes(8).toString('hex')}`;
      }
      if (outcome === 'failed') {
        // The money came back to the merchant: the transaction reads success again.
        if (refundedOrQueued(txn) < txn.amount) txn.status = 'success';
      }
      return signedWebhook(refundEventOf(refund));
    },
    /** The `refund.*` event for the reference's latest refund as it stands (refund.pending after POST /refund). */
    refundEvent(reference: string) {
      return refundEventOf(latestRefund(reference));
    },
    chargeSuccessEvent(reference: string) {
      const example = templateOf('paystack-charge-success-transfer');
      return { ...example, data: transactionData(find(reference), record(example.data)) };
    },
    transfers,
    /** The bank knows this account, held by `name` (GET /bank/resolve answers it). */
    setAccount(bankCode: string, accountNumber: string, name: string): void {
      accounts.set(`${bankCode}:${accountNumber}`, name);
    },
    /** The bank list gains a bank, as Paystack's does when it adds one (GET /bank serves it). */
    addBank(code: string, name: string): void {
      const id = Math.max(...banks.map((b) => Number(b.id))) + 1;
      const example = record(templateOf<{ data: unknown[] }>('paystack-bank-list').data[0]);
      const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      banks.push(fillKnown(example, { id, code, name, slug }));
    },
    /** The bank says this account does not exist (resolve refuses it as invalid). */
    setInvalidAccount(bankCode: string, accountNumber: string): void {
      invalidAccounts.add(`${bankCode}:${accountNumber}`);
    },
    /** Banks' name enquiry fails until called with false: resolve and recipients answer "try again". */
    failNameEnquiry(fails = true): void {
      nameEnquiryFails = fails;
    },
    /** What the next POST /transfer answers first: pending, otp, or success at once. */
    startTransfersAs(status: 'pending' | 'otp' | 'success'): void {
      transfersStartAs = status;
    },
    /** The integration's NGN balance (kobo): what GET /balance says and transfers come out of. */
    get balanceKobo() {
      return balance;
    },
    setBalance(kobo: number): void {
      balance = kobo;
    },
    /** How many times POST /transfer/resend_otp was answered. */
    get otpsResent() {
      return otpsResent;
    },
    transferOtp,
    /** Just before the next POST /transfer checks the balance, this much leaves it (another payout, from the dashboard). */
    spendBeforeNextTransfer(kobo: number): void {
      spentBeforeNextTransfer = kobo;
    },
    /** The next `times` verifies of this reference answer "Transfer not found", though Paystack holds it. */
    hideTransferFromVerify(reference: string, times = 1): void {
      hiddenFromVerify.set(reference, times);
    },
    /** The next POST /transfer is recorded at once but answered only when `release` is called (a slow answer). */
    holdNextTransferAnswer(): { release: () => void } {
      let release!: () => void;
      holdNextTransfer = new Promise<void>((resolve) => (release = resolve));
      return { release };
    },
    /** The next POST /transfer is recorded, then `whileRecorded` runs (a crash there), then its answer is lost. */
    crashCallerAfterNextTransfer(whileRecorded?: () => void): void {
      dropNextTransferAnswer = true;
      afterNextTransferRecorded = whileRecorded;
    },
    /** Moves a transfer on (the bank paid it, refused it, or sent it back) and returns the signed event. */
    settleTransfer(reference: string, outcome: 'success' | 'failed' | 'reversed'): SignedWebhook {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Paystack has no transfer ${reference}`);
      transfer.status = outcome;
      transfer.updatedAt = now().toISOString();
      // Failed or reversed, the money is back in the balance (How transfers work).
      if (outcome !== 'success') balance += transfer.amount;
      return signedWebhook(transferEventOf(transfer));
    },
    /** The `transfer.*` event for a transfer as it stands. */
    transferEvent(reference: string) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Paystack has no transfer ${reference}`);
      return transferEventOf(transfer);
    },
    /** Takes an endpoint down: 503 (`unavailable`) or a dropped connection (`reset`), until up(). */
    down: outage.down,
    up: outage.up,
    /** The body and headers Paystack would send: signed with the secret key over these exact bytes. */
    signedWebhook,
    /** Delivers a webhook to a URL, as Paystack's servers do. */
    async postWebhook(url: string, payload: unknown | SignedWebhook): Promise<Response> {
      const { body, headers } = isSigned(payload) ? payload : signedWebhook(payload);
      return fetch(url, { method: 'POST', headers, body });
    },
  };
}

export type FakePaystack = ReturnType<typeof createFakePaystack>;

const isSigned = (value: unknown): value is SignedWebhook =>
  isRecord(value) && typeof value.body === 'string' && isRecord(value.headers);

function validationError(message: string): FakeReply {
  return { status: 400, body: { status: false, message, type: 'validation_error', code: 'invalid_params' } };
}

function queryOf(query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}

/** Paystack takes kobo as an integer or a string of digits (its own examples send "20000"). */
function kobo(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isSafeInteger(value)) return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}
