import { createHmac, randomBytes } from 'node:crypto';
import {
  bearerOf,
  type FakeReply,
  type FakeRequest,
  fillKnown,
  isRecord,
  outages,
  type RecordedRequest,
  record,
  type RunningFake,
  serveJson,
  type SignedWebhook,
  templateOf,
} from './fake-http-server.ts';

/**
 * Flutterwave v3 as its own documents and SDKs describe it (Flutterwave/Node-v3 documentation,
 * Flutterwave's WooCommerce plugin, the v3 API reference; docs/payment-providers.md#flutterwave), kept in memory
 * for tests. Amounts are naira, as on the wire. Answers and events are built on the documented
 * example bodies in fixtures/. It knows nothing of the adapter and checks its own webhook headers.
 *
 * What it models, each under a test's control:
 * - fees borne by the customer: `charged_amount = amount + app_fee`, `amount` stays what was asked;
 * - a bank transfer that stays `pending` until the test says it arrived (awaitTransfer, then pay);
 * - refunds that start as the documented example answers (`completed`) or `pending` (refundsStartAs),
 *   then settle (settleRefund), listed by GET /v3/refunds?id=<transaction id>;
 * - POST …/refund records the refund before it answers; dropConnectionAfterNextRefund loses the answer;
 * - its bank list (GET /v3/banks/NG, unpaged): the documented example's banks and any a test adds
 *   (addBank); OPay is Paycom `305` there, not Paystack's `999992`;
 * - name enquiry: an account it does not know gets "Sorry, recipient account could not be
 *   validated. Please try again" (also what a bank's outage gives: failNameEnquiry), and an account
 *   a test marks invalid gets a refusal naming it invalid (setInvalidAccount);
 * - payouts: accounts it can resolve (setAccount), transfers that start `NEW` and end `SUCCESSFUL`
 *   or `FAILED` with their transfer.completed event (settleTransfer), a reference used twice
 *   refused, a create whose answer is lost (dropConnectionAfterNextTransfer) or slow
 *   (holdNextTransferAnswer), the documented fee (26.875 for NGN, Get transfer fee), a wallet
 *   balance (GET /v3/balances/NGN) each transfer and its fee come out of, and Get all transfers
 *   filtered by reference (which a test can make ignore the filter, ignoreReferenceFilter);
 * - any endpoint down (503 with Flutterwave's documented timeout body, or a reset) until up().
 */
type Customer = { email: string; name: string; phonenumber: string };

type Checkout = {
  txRef: string;
  /** Naira. */
  amount: number;
  currency: string;
  redirectUrl: string;
  customer: Customer;
  link: string;
  /** Minutes, as sent (top level or under `configurations`); undefined when not sent. */
  sessionDuration: number | undefined;
};

export type FakeFlutterwaveTransaction = {
  id: number;
  txRef: string;
  flwRef: string;
  /** Naira asked for: Flutterwave's `amount`. */
  amount: number;
  /** Naira: Flutterwave's fee. */
  appFee: number;
  currency: string;
  status: 'successful' | 'failed' | 'pending';
  paymentType: 'card' | 'bank_transfer';
  customer: Customer;
  createdAt: string;
};

export type FakeFlutterwaveRefund = {
  id: number;
  transactionId: string;
  reference: string;
  /** Naira. */
  amount: number;
  status: string;
  comments: string;
  flwRef: string;
  createdAt: string;
};

type Endpoint =
  | 'initialize'
  | 'verify'
  | 'refund'
  | 'listRefunds'
  | 'resolve'
  | 'transfer'
  | 'getTransfer'
  | 'listTransfers'
  | 'balance'
  | 'transferFee'
  | 'banks';

/** Naira: the NGN transfer fee in Get transfer fee's documented answer (Node-v3 documentation/transfers.md). */
export const FLUTTERWAVE_NGN_TRANSFER_FEE = 26.875;

export type FakeFlutterwaveTransfer = {
  id: number;
  reference: string;
  /** Naira. */
  amount: number;
  accountNumber: string;
  bankCode: string;
  fullName: string;
  narration: string;
  status: 'NEW' | 'PENDING' | 'SUCCESSFUL' | 'FAILED';
  completeMessage: string;
  createdAt: string;
};

const ACCOUNT_ID = 17321;
let nextId = 288200108;
let nextRefundId = 75923;
let nextTransferId = 396432;

const round2 = (naira: number) => Math.round(naira * 100) / 100;
/** Flutterwave's local card fee: 1.4%, capped at ₦2,000 (the documented sample: 100 → 1.4, 2500 → 35). */
export const flutterwaveFee = (naira: number): number => Math.min(2000, round2(naira * 0.014));

export function createFakeFlutterwave(
  options: {
    secretKey?: string;
    webhookHash?: string;
    feesPaidBy?: 'merchant' | 'customer';
    refundsStartAs?: 'completed' | 'pending';
    /** The NGN wallet's available balance, naira (plenty unless a test says otherwise). */
    balanceNaira?: number;
  } = {},
) {
  const secretKey = options.secretKey ?? 'FLWSECK_TEST-fakeoja-X';
  const webhookHash = options.webhookHash ?? 'fake-oja-flutterwave-hash';
  let feesPaidBy = options.feesPaidBy ?? 'merchant';
  let refundsStartAs = options.refundsStartAs ?? 'completed';
  const checkouts = new Map<string, Checkout>();
  /** By tx_ref: Flutterwave creates a transaction only when the shopper tries to pay. */
  const transactions = new Map<string, FakeFlutterwaveTransaction>();
  const requests: RecordedRequest[] = [];
  const refunds: FakeFlutterwaveRefund[] = [];
  const outage = outages<Endpoint>();
  let dropNextRefundAnswer = false;
  /** Bank accounts the fake's banks know: `<bank code>:<account number>` → the holder's name. */
  const accounts = new Map<string, string>();
  /** Accounts the bank says do not exist: `<bank code>:<account number>`. */
  const invalidAccounts = new Set<string>();
  let nameEnquiryFails = false;
  /** The bank list: the documented example's entries, then any a test adds. */
  const banks = templateOf<{ data: Record<string, unknown>[] }>('flutterwave-bank-list').data.map((b) => ({ ...b }));
  const transfers = new Map<string, FakeFlutterwaveTransfer>();
  let dropNextTransferAnswer = false;
  let holdNextTransfer: Promise<void> | undefined;
  let balance = options.balanceNaira ?? 1_000_000_000;
  let referenceFilterIgnored = false;

  const chargedOf = (txn: FakeFlutterwaveTransaction) =>
    feesPaidBy === 'customer' ? round2(txn.amount + txn.appFee) : txn.amount;

  function handle(request: FakeRequest): FakeReply | Promise<FakeReply> {
    const query = request.query.toString();
    requests.push({ method: request.method, path: `${request.path}${query ? `?${query}` : ''}`, body: request.body });
    if (bearerOf(request.headers) !== secretKey) return error(401, 'Invalid authorization key');
    const route = (endpoint: Endpoint, answer: () => FakeReply): FakeReply => {
      const down = outage.of(endpoint);
      if (down === 'reset') return { dropConnection: true };
      // Flutterwave's documented timeout answer ("Handling Error Timeouts").
      if (down === 'unavailable') return error(503, 'An error occurred. Please contact support');
      return answer();
    };
    const byId = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(request.path);
    const refundOf = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v3/payments') {
      return route('initialize', () => initialize(request.body));
    }
    if (request.method === 'GET' && byId) {
      return route('verify', () => verify(transactionById(decodeURIComponent(byId[1]!))));
    }
    if (request.method === 'GET' && request.path === '/v3/transactions/verify_by_reference') {
      return route('verify', () => verify(transactions.get(request.query.get('tx_ref') ?? '')));
    }
    if (request.method === 'POST' && refundOf) {
      return route('refund', () => refund(decodeURIComponent(refundOf[1]!), request.body));
    }
    const transferById = /^\/v3\/transfers\/([^/]+)$/.exec(request.path);
    if (request.method === 'GET' && request.path === '/v3/banks/NG') {
      return route('banks', () => ({
        status: 200,
        body: { ...templateOf<Record<string, unknown>>('flutterwave-bank-list'), data: banks },
      }));
    }
    if (request.method === 'POST' && request.path === '/v3/accounts/resolve') {
      return route('resolve', () => resolveAccount(request.body));
    }
    if (request.method === 'POST' && request.path === '/v3/transfers') {
      const reply = route('transfer', () => createTransfer(request.body));
      const held = holdNextTransfer;
      holdNextTransfer = undefined;
      return held ? held.then(() => reply) : reply;
    }
    if (request.method === 'GET' && request.path === '/v3/transfers') {
      return route('listTransfers', () => listTransfers(request.query));
    }
    if (request.method === 'GET' && request.path === '/v3/transfers/fee') {
      return route('transferFee', () => {
        const example = templateOf('flutterwave-transfer-fee');
        return { status: 200, body: example };
      });
    }
    if (request.method === 'GET' && request.path === '/v3/balances/NGN') {
      return route('balance', () => {
        const example = templateOf('flutterwave-balance');
        return {
          status: 200,
          body: { ...example, data: fillKnown(record(example.data), { currency: 'NGN', available_balance: balance }) },
        };
      });
    }
    if (request.method === 'GET' && transferById) {
      return route('getTransfer', () => getTransfer(decodeURIComponent(transferById[1]!)));
    }
    if (request.method === 'GET' && request.path === '/v3/refunds') {
      return route('listRefunds', () => listRefunds(request.query));
    }
    return error(404, `fake Flutterwave: no route ${request.method} ${request.path}`);
  }

  function initialize(body: unknown): FakeReply {
    if (!isRecord(body)) return error(400, 'Invalid request body');
    if (typeof body.tx_ref !== 'string' || body.tx_ref === '') return error(400, 'tx_ref is required');
    if (typeof body.amount !== 'number' || !(body.amount > 0)) return error(400, 'amount is required');
    if (typeof body.redirect_url !== 'string') return error(400, 'redirect_url is required');
    const customer = isRecord(body.customer) ? body.customer : {};
    if (typeof customer.email !== 'string' || !customer.email.includes('@')) {
      return error(400, 'customer.email is required');
    }
    const configured = isRecord(body.configurations) ? body.configurations.session_duration : undefined;
    const sessionDuration = body.session_duration ?? configured;
    const link = `https://checkout.flutterwave.com/v3/hosted/pay/flwlnk-${randomBytes(12).toString('hex')}`;
    checkouts.set(body.tx_ref, {
      txRef: body.tx_ref,
      amount: body.amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      redirectUrl: body.redirect_url,
      customer: {
        email: customer.email,
        name: typeof customer.name === 'string' ? customer.name : '',
        phonenumber: typeof customer.phonenumber === 'string' ? customer.phonenumber : '',
      },
      link,
      sessionDuration: typeof sessionDuration === 'number' ? sessionDuration : undefined,
    });
    return { status: 200, body: { status: 'success', message: 'Hosted Link', data: { link } } };
  }

  /** POST /v3/accounts/resolve: the holder's name, or an error for an account its bank does not know. */
  function resolveAccount(body: unknown): FakeReply {
    if (!isRecord(body) || typeof body.account_number !== 'string' || typeof body.account_bank !== 'string') {
      return error(400, 'account_number and account_bank are required');
    }
    const key = `${body.account_bank}:${body.account_number}`;
    // Flutterwave documents no wording for an account that does not exist: an assumption
    // (docs/decisions/0032-provider-bank-lists.md), in its documented error envelope.
    if (invalidAccounts.has(key)) {
      return error(400, 'Sorry, that account number is invalid, please check and try again');
    }
    const name = accounts.get(key);
    if (!name || nameEnquiryFails) {
      return error(400, 'Sorry, recipient account could not be validated. Please try again');
    }
    const example = templateOf('flutterwave-resolve-account');
    return {
      status: 200,
      body: {
        ...example,
        data: fillKnown(record(example.data), { account_number: body.account_number, account_name: name }),
      },
    };
  }

  /** The transfer object of create, get and transfer.completed, on the documented example's keys. */
  function transferData(transfer: FakeFlutterwaveTransfer, example: Record<string, unknown>) {
    return fillKnown(example, {
      id: transfer.id,
      account_number: transfer.accountNumber,
      bank_code: transfer.bankCode,
      full_name: transfer.fullName,
      created_at: transfer.createdAt,
      currency: 'NGN',
      debit_currency: 'NGN',
      amount: transfer.amount,
      fee: FLUTTERWAVE_NGN_TRANSFER_FEE,
      status: transfer.status,
      reference: transfer.reference,
      meta: null,
      narration: transfer.narration,
      approver: null,
      complete_message: transfer.completeMessage,
    });
  }

  /** POST /v3/transfers: recorded before any answer; a reference used before is refused. */
  function createTransfer(body: unknown): FakeReply {
    if (!isRecord(body)) return error(400, 'Invalid request body');
    const { account_bank: bankCode, account_number: accountNumber, amount, reference } = body;
    if (typeof bankCode !== 'string' || typeof accountNumber !== 'string') {
      return error(400, 'account_bank and account_number are required');
    }
    if (typeof amount !== 'number' || !(amount > 0)) return error(400, 'amount is required');
    if (typeof reference !== 'string' || reference === '' || reference.length > 100) {
      return error(400, 'reference is invalid');
    }
    // UNVERIFIED: Flutterwave documents no answer for a reused reference; these words are made up.
    if (transfers.has(reference)) return error(400, 'Transfer with this reference already exists');
    // UNVERIFIED: nor does it document its words for a wallet too low; made up too.
    if (amount + FLUTTERWAVE_NGN_TRANSFER_FEE > balance) return error(400, 'Insufficient funds in wallet');
    balance = round2(balance - amount - FLUTTERWAVE_NGN_TRANSFER_FEE);
    const transfer: FakeFlutterwaveTransfer = {
      id: nextTransferId++,
      reference,
      amount,
      accountNumber,
      bankCode,
      fullName: accounts.get(`${bankCode}:${accountNumber}`) ?? 'N/A',
      narration: typeof body.narration === 'string' ? body.narration : '',
      status: 'NEW',
      completeMessage: '',
      createdAt: new Date().toISOString(),
    };
    transfers.set(reference, transfer);
    if (dropNextTransferAnswer) {
      dropNextTransferAnswer = false;
      return { dropConnection: true };
    }
    const example = templateOf('flutterwave-transfer-create');
    return { status: 200, body: { ...example, data: transferData(transfer, record(example.data)) } };
  }

  function getTransfer(id: string): FakeReply {
    const transfer = [...transfers.values()].find((t) => String(t.id) === id);
    // UNVERIFIED: the words for an unknown id are not documented.
    if (!transfer) return error(404, 'No transfer found');
    const example = templateOf('flutterwave-transfer-get');
    return { status: 200, body: { ...example, data: transferData(transfer, record(example.data)) } };
  }

  /**
   * GET /v3/transfers: Get all transfers, in the documented envelope (Transfers fetched,
   * meta.page_info), filtered by `reference` as the SDK's list schema allows, unless a test makes
   * it ignore the filter (then it lists every transfer, newest first, as an unfiltered call does).
   */
  function listTransfers(query: URLSearchParams): FakeReply {
    const reference = query.get('reference');
    const all = [...transfers.values()].reverse();
    const rows = reference && !referenceFilterIgnored ? all.filter((t) => t.reference === reference) : all;
    const example = record(templateOf('flutterwave-transfer-get').data);
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'Transfers fetched',
        meta: { page_info: { total: rows.length, current_page: 1, total_pages: 1 } },
        data: rows.map((t) => transferData(t, example)),
      },
    };
  }

  function transactionById(id: string) {
    return [...transactions.values()].find((t) => String(t.id) === id);
  }

  function verify(txn: FakeFlutterwaveTransaction | undefined): FakeReply {
    if (!txn) return error(400, 'No transaction was found for this id');
    const example = templateOf('flutterwave-verify');
    return { status: 200, body: { ...example, data: transactionData(txn, record(example.data)) } };
  }

  /** The transaction of verify and charge.completed, on the documented example's keys. */
  function transactionData(txn: FakeFlutterwaveTransaction, example: Record<string, unknown>) {
    const charged = chargedOf(txn);
    const card = txn.paymentType === 'card' ? example.card : undefined;
    return fillKnown(example, {
      id: txn.id,
      tx_ref: txn.txRef,
      flw_ref: txn.flwRef,
      amount: txn.amount,
      currency: txn.currency,
      charged_amount: charged,
      app_fee: txn.appFee,
      merchant_fee: 0,
      processor_response:
        txn.status === 'successful'
          ? 'Approved by Financial Institution'
          : txn.status === 'pending'
            ? 'Transaction is pending'
            : 'Declined',
      narration: txn.paymentType === 'card' ? 'CARD Transaction ' : 'Bank Transfer',
      status: txn.status,
      payment_type: txn.paymentType,
      created_at: txn.createdAt,
      account_id: ACCOUNT_ID,
      card,
      amount_settled: round2(charged - txn.appFee),
      customer: {
        ...record(example.customer),
        name: txn.customer.name,
        phone_number: txn.customer.phonenumber || 'N/A',
        email: txn.customer.email,
        created_at: txn.createdAt,
      },
    });
  }

  function refund(id: string, body: unknown): FakeReply {
    const txn = transactionById(id);
    if (!txn) return error(400, 'No transaction was found for this id');
    if (txn.status !== 'successful') return error(400, 'Only successful transactions can be refunded');
    const remaining = round2(chargedOf(txn) - refundedOrQueued(txn));
    const amount = isRecord(body) && body.amount !== undefined ? Number(body.amount) : remaining;
    if (!(amount > 0) || amount > remaining) {
      return error(400, 'Refund amount cannot be greater than the transaction amount');
    }
    const refund: FakeFlutterwaveRefund = {
      id: nextRefundId++,
      transactionId: String(txn.id),
      reference: txn.txRef,
      amount,
      status: refundsStartAs,
      comments: isRecord(body) && typeof body.comments === 'string' ? body.comments : '',
      flwRef: `URF_${Date.now()}_${randomBytes(3).toString('hex')}`,
      createdAt: new Date().toISOString(),
    };
    // Recorded before any answer: a lost answer does not mean a refund that was not taken.
    refunds.push(refund);
    if (dropNextRefundAnswer) {
      dropNextRefundAnswer = false;
      return { dropConnection: true };
    }
    const example = templateOf('flutterwave-refund-create');
    return {
      status: 200,
      body: {
        ...example,
        data: fillKnown(record(example.data), {
          id: refund.id,
          account_id: ACCOUNT_ID,
          tx_id: txn.id,
          flw_ref: refund.flwRef,
          amount_refunded: refund.amount,
          status: refund.status,
          created_at: refund.createdAt,
        }),
      },
    };
  }

  function refundedOrQueued(txn: FakeFlutterwaveTransaction): number {
    return refunds
      .filter((r) => r.transactionId === String(txn.id) && !r.status.startsWith('failed'))
      .reduce((sum, r) => sum + r.amount, 0);
  }

  /** GET /v3/refunds: newest first, `id` filters by the transaction's id, 20 to a page. */
  function listRefunds(query: URLSearchParams): FakeReply {
    const transactionId = query.get('id');
    const page = Math.max(1, Number(query.get('page') ?? 1) || 1);
    const pageSize = 20;
    const matching = refunds.filter((r) => transactionId === null || r.transactionId === transactionId).reverse();
    const example = templateOf('flutterwave-refund-list');
    const item = record((example.data as unknown[])[0]);
    return {
      status: 200,
      body: {
        ...example,
        status: 'success',
        message: 'Refunds fetched',
        meta: {
          page_info: {
            total: matching.length,
            current_page: page,
            total_pages: Math.max(1, Math.ceil(matching.length / pageSize)),
            page_size: pageSize,
          },
        },
        data: matching.slice((page - 1) * pageSize, page * pageSize).map((refund) =>
          fillKnown(item, {
            id: refund.id,
            amount_refunded: refund.amount,
            status: refund.status,
            flw_ref: refund.flwRef,
            comment: refund.comments,
            settlement_id: 'N/A',
            meta: null,
            created_at: refund.createdAt,
            account_id: ACCOUNT_ID,
            transaction_id: Number(refund.transactionId),
          }),
        ),
      },
    };
  }

  /** The shopper's attempt on the hosted page: the transaction appears, with this status. */
  function attempt(
    reference: string,
    status: FakeFlutterwaveTransaction['status'],
    paymentType?: FakeFlutterwaveTransaction['paymentType'],
  ): FakeFlutterwaveTransaction {
    const checkout = checkouts.get(reference);
    if (!checkout) throw new Error(`fake Flutterwave has no checkout ${reference}`);
    let txn = transactions.get(reference);
    if (!txn) {
      txn = {
        id: nextId++,
        txRef: reference,
        flwRef: `FLW-MOCK-${randomBytes(8).toString('hex')}`,
        amount: checkout.amount,
        appFee: flutterwaveFee(checkout.amount),
        currency: checkout.currency,
        status,
        paymentType: paymentType ?? 'card',
        customer: checkout.customer,
        createdAt: new Date().toISOString(),
      };
      transactions.set(reference, txn);
    }
    txn.status = status;
    if (paymentType) txn.paymentType = paymentType;
    return txn;
  }

  function find(reference: string): FakeFlutterwaveTransaction {
    const txn = transactions.get(reference);
    if (!txn) throw new Error(`fake Flutterwave has no transaction ${reference} (call pay or fail first)`);
    return txn;
  }

  function signedWebhook(
    payload: unknown,
    style: 'verif-hash' | 'signature-hash' | 'signature-hmac' = 'verif-hash',
  ): SignedWebhook {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    // v3: `verif-hash` carries the secret hash itself. The newer `flutterwave-signature` is seen
    // both as the hash itself and as base64(HMAC-SHA256(raw body, secret hash)) (docs/payment-providers.md#flutterwave-webhooks).
    if (style === 'verif-hash') headers['verif-hash'] = webhookHash;
    else if (style === 'signature-hash') headers['flutterwave-signature'] = webhookHash;
    else headers['flutterwave-signature'] = createHmac('sha256', webhookHash).update(body, 'utf8').digest('base64');
    return { body, headers };
  }

  return {
    secretKey,
    webhookHash,
    checkouts,
    transactions,
    requests,
    /** Amounts in naira, as Flutterwave received them. */
    refunds,
    async start(): Promise<RunningFake> {
      const { origin, close } = await serveJson(handle);
      return { baseUrl: `${origin}/v3`, close };
    },
    /** From now on the customer bears the fee: `charged_amount = amount + app_fee`. */
    passFeesToCustomer(on = true): void {
      feesPaidBy = on ? 'customer' : 'merchant';
    },
    /** The status new refunds answer with: the documented example says `completed`. */
    refundsStartAs(status: 'completed' | 'pending'): void {
      refundsStartAs = status;
    },
    /** The shopper paid. Returns Flutterwave's transaction id (the redirect's transaction_id). */
    pay(reference: string): string {
      return String(attempt(reference, 'successful').id);
    },
    /** A bank transfer the shopper started: `pending` until pay() or fail(). */
    awaitTransfer(reference: string): string {
      return String(attempt(reference, 'pending', 'bank_transfer').id);
    },
    fail(reference: string): string {
      return String(attempt(reference, 'failed').id);
    },
    /** Makes Flutterwave report that another amount was asked for (a tampered or an overpaid checkout). */
    setAmount(reference: string, kobo: number): void {
      const txn = find(reference);
      txn.amount = kobo / 100;
      txn.appFee = flutterwaveFee(txn.amount);
    },
    /** The next POST …/refund is recorded, then its answer is lost (the connection drops). */
    dropConnectionAfterNextRefund(): void {
      dropNextRefundAnswer = true;
    },
    /** Moves the reference's latest refund to `completed` or `failed`. */
    settleRefund(reference: string, outcome: 'completed' | 'failed'): FakeFlutterwaveRefund {
      const refund = refunds.findLast((r) => r.reference === reference);
      if (!refund) throw new Error(`fake Flutterwave has no refund for ${reference}`);
      refund.status = outcome;
      return refund;
    },
    /** Where Flutterwave sends the shopper back after an attempt (docs/payment-providers.md#flutterwave-standard). */
    returnUrl(reference: string): string {
      const checkout = checkouts.get(reference);
      const txn = find(reference);
      if (!checkout) throw new Error(`fake Flutterwave has no checkout ${reference}`);
      const url = new URL(checkout.redirectUrl);
      url.searchParams.set('status', txn.status);
      url.searchParams.set('tx_ref', reference);
      url.searchParams.set('transaction_id', String(txn.id));
      return url.toString();
    },
    chargeCompletedEvent(reference: string) {
      const example = templateOf('flutterwave-charge-completed');
      return { ...example, data: transactionData(find(reference), record(example.data)) };
    },
    /** The flat, camelCase payload of the older webhook version. */
    legacyChargeEvent(reference: string) {
      const txn = find(reference);
      return {
        id: txn.id,
        txRef: txn.txRef,
        flwRef: txn.flwRef,
        status: txn.status,
        amount: txn.amount,
        currency: txn.currency,
        customer: { email: txn.customer.email, fullName: txn.customer.name },
        entity: { card6: '553188', card_last4: '2950' },
        'event.type': 'CARD_TRANSACTION',
      };
    },
    /** What an account switched to webhooks v4 sends: `type` and `data.reference`, no `event`. */
    v4ChargeCompletedEvent(reference: string) {
      const example = templateOf('flutterwave-v4-charge-completed');
      const txn = find(reference);
      return {
        ...example,
        data: fillKnown(record(example.data), {
          amount: txn.amount,
          currency: txn.currency,
          status: txn.status === 'successful' ? 'succeeded' : txn.status,
          reference,
        }),
      };
    },
    /** Payouts, by reference; amounts in naira. */
    transfers,
    /** The bank knows this account, held by `name` (POST /v3/accounts/resolve answers it). */
    setAccount(bankCode: string, accountNumber: string, name: string): void {
      accounts.set(`${bankCode}:${accountNumber}`, name);
    },
    /** The bank list gains a bank (GET /v3/banks/NG serves it). */
    addBank(code: string, name: string): void {
      banks.push({ id: Math.max(...banks.map((b) => Number(b.id))) + 1, code, name });
    },
    /** The bank says this account does not exist (resolve refuses it as invalid). */
    setInvalidAccount(bankCode: string, accountNumber: string): void {
      invalidAccounts.add(`${bankCode}:${accountNumber}`);
    },
    /** Banks' name enquiry fails until called with false: resolve answers "Please try again". */
    failNameEnquiry(fails = true): void {
      nameEnquiryFails = fails;
    },
    /** The next POST /v3/transfers is recorded, then its answer is lost (the connection drops). */
    dropConnectionAfterNextTransfer(): void {
      dropNextTransferAnswer = true;
    },
    /** The next POST /v3/transfers is recorded at once, answered only when `release` is called (10–28 s late). */
    holdNextTransferAnswer(): { release: () => void } {
      let release!: () => void;
      holdNextTransfer = new Promise<void>((resolve) => (release = resolve));
      return { release };
    },
    /** GET /v3/transfers lists every transfer whatever `reference` asks (a filter not applied). */
    ignoreReferenceFilter(ignored = true): void {
      referenceFilterIgnored = ignored;
    },
    /** The NGN wallet's available balance, naira. */
    get balanceNaira() {
      return balance;
    },
    setBalance(naira: number): void {
      balance = naira;
    },
    /** A transfer ends (SUCCESSFUL or FAILED, with Flutterwave's complete_message); returns its transfer.completed event. */
    settleTransfer(reference: string, outcome: 'SUCCESSFUL' | 'FAILED', message?: string) {
      const transfer = transfers.get(reference);
      if (!transfer) throw new Error(`fake Flutterwave has no transfer ${reference}`);
      transfer.status = outcome;
      if (outcome === 'FAILED') balance = round2(balance + transfer.amount);
      transfer.completeMessage =
        message ?? (outcome === 'SUCCESSFUL' ? 'Successful' : 'DISBURSE FAILED: Account not found');
      const example = templateOf('flutterwave-transfer-completed');
      return { ...example, data: transferData(transfer, record(example.data)) };
    },
    down: outage.down,
    up: outage.up,
    /** Body and headers as Flutterwave sends them: verif-hash by default, or flutterwave-signature. */
    signedWebhook,
    async postWebhook(url: string, payload: unknown): Promise<Response> {
      const { body, headers } = signedWebhook(payload);
      return fetch(url, { method: 'POST', headers, body });
    },
  };
}

export type FakeFlutterwave = ReturnType<typeof createFakeFlutterwave>;

function error(status: number, message: string): FakeReply {
  return { status, body: { status: 'error', message, data: null } };
}
