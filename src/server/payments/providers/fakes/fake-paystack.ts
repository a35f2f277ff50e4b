import { randomBytes } from 'node:crypto';
import { PAYSTACK_SIGNATURE_HEADER, signPaystackWebhook } from '../paystack.ts';
import {
  bearerOf,
  type FakeReply,
  type FakeRequest,
  isRecord,
  type RunningFake,
  serveJson,
} from './fake-http-server.ts';

/**
 * Paystack's API as documented in /work/shared/reference/payments.md §1 (initialize, verify,
 * refund), with its envelopes, error shapes and sample fields, kept in memory for tests.
 */
export type FakePaystackTransaction = {
  id: number;
  reference: string;
  /** Kobo. */
  amount: number;
  requestedAmount: number;
  currency: string;
  email: string;
  status: 'abandoned' | 'ongoing' | 'success' | 'failed' | 'reversed';
  gatewayResponse: string;
  accessCode: string;
  callbackUrl: string | undefined;
  metadata: unknown;
  channels: unknown;
  createdAt: string;
  paidAt: string | null;
};

export type RecordedRequest = { method: string; path: string; body: unknown };

const REFERENCE = /^[A-Za-z0-9.=-]+$/;
let nextId = 4099260516;

export function createFakePaystack(options: { secretKey?: string } = {}) {
  const secretKey = options.secretKey ?? 'sk_test_fake_oja_paystack';
  const transactions = new Map<string, FakePaystackTransaction>();
  const requests: RecordedRequest[] = [];
  const refunds: { reference: string; amount: number }[] = [];

  function find(reference: string): FakePaystackTransaction {
    const txn = transactions.get(reference);
    if (!txn) throw new Error(`fake Paystack has no transaction ${reference}`);
    return txn;
  }

  function handle(request: FakeRequest): FakeReply {
    requests.push({ method: request.method, path: `${request.path}${queryOf(request.query)}`, body: request.body });
    if (bearerOf(request.headers) !== secretKey)
      return { status: 401, body: { status: false, message: 'Invalid key' } };
    const verify = /^\/transaction\/verify\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/transaction/initialize') return initialize(request.body);
    if (request.method === 'GET' && verify) return verifyTransaction(decodeURIComponent(verify[1]!));
    if (request.method === 'POST' && request.path === '/refund') return refund(request.body);
    return {
      status: 404,
      body: { status: false, message: `fake Paystack: no route ${request.method} ${request.path}` },
    };
  }

  function initialize(body: unknown): FakeReply {
    if (!isRecord(body)) return validationError('Invalid request body');
    if (typeof body.email !== 'string' || !body.email.includes('@'))
      return validationError('Invalid Email Address Passed');
    const amount = typeof body.amount === 'string' && /^\d+$/.test(body.amount) ? Number(body.amount) : body.amount;
    if (typeof amount !== 'number' || !Number.isInteger(amount) || amount <= 0)
      return validationError('Invalid Amount Sent');
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
      amount,
      requestedAmount: amount,
      currency: typeof body.currency === 'string' ? body.currency : 'NGN',
      email: body.email,
      // Paystack reports a transaction nobody has paid yet as abandoned (payments.md §7).
      status: 'abandoned',
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
    return { status: 200, body: { status: true, message: 'Verification successful', data: dataOf(txn) } };
  }

  function refund(body: unknown): FakeReply {
    if (!isRecord(body) || (typeof body.transaction !== 'string' && typeof body.transaction !== 'number')) {
      return validationError('Transaction is required');
    }
    const txn = [...transactions.values()].find(
      (t) => t.reference === body.transaction || String(t.id) === String(body.transaction),
    );
    if (!txn) return { status: 404, body: { status: false, message: 'Transaction not found' } };
    if (txn.status !== 'success') return validationError('Transaction has not been completed or has been reversed');
    const amount = body.amount === undefined ? txn.amount : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > txn.amount) {
      return validationError('Refund amount cannot be greater than transaction amount');
    }
    refunds.push({ reference: txn.reference, amount });
    // A real refund is queued and processed later; the fake processes it at once.
    txn.status = 'reversed';
    return {
      status: 200,
      body: {
        status: true,
        message: 'Refund has been queued for processing',
        data: {
          transaction: {
            id: txn.id,
            domain: 'test',
            reference: txn.reference,
            amount: txn.amount,
            currency: txn.currency,
          },
          integration: 463433,
          deducted_amount: amount,
          channel: null,
          merchant_note: `Refund for transaction ${txn.reference}`,
          customer_note: `Refund for transaction ${txn.reference}`,
          status: 'pending',
          refunded_by: 'fake@oja.test',
          expected_at: new Date(Date.now() + 86_400_000).toISOString(),
          currency: txn.currency,
          domain: 'test',
          amount,
          fully_deducted: true,
          id: 3018284,
          createdAt: new Date().toISOString(),
          updatedAt: new Date().toISOString(),
        },
      },
    };
  }

  function dataOf(txn: FakePaystackTransaction) {
    const paid = txn.status === 'success' || txn.status === 'reversed';
    return {
      id: txn.id,
      domain: 'test',
      status: txn.status,
      reference: txn.reference,
      receipt_number: null,
      amount: txn.amount,
      message: null,
      gateway_response: txn.gatewayResponse,
      paid_at: txn.paidAt,
      created_at: txn.createdAt,
      channel: 'card',
      currency: txn.currency,
      ip_address: '197.210.54.33',
      metadata: txn.metadata,
      log: null,
      fees: paid ? Math.min(200_000, Math.round(txn.amount * 0.015)) : null,
      fees_split: null,
      authorization: paid
        ? {
            authorization_code: 'AUTH_uh8bcl3zbn',
            bin: '408408',
            last4: '4081',
            exp_month: '12',
            exp_year: '2030',
            channel: 'card',
            card_type: 'visa ',
            bank: 'TEST BANK',
            country_code: 'NG',
            brand: 'visa',
            reusable: true,
            signature: 'SIG_yEXu7dLBeqG0kU7g95Ke',
            account_name: null,
          }
        : {},
      customer: {
        id: 181873746,
        first_name: null,
        last_name: null,
        email: txn.email,
        customer_code: 'CUS_1rkzaqsv4rrhqo6',
        phone: null,
        metadata: null,
        risk_action: 'default',
        international_format_phone: null,
      },
      plan: null,
      split: {},
      order_id: null,
      paidAt: txn.paidAt,
      createdAt: txn.createdAt,
      requested_amount: txn.requestedAmount,
      transaction_date: txn.createdAt,
      plan_object: {},
      subaccount: {},
    };
  }

  function signedWebhook(payload: unknown): { body: string; headers: Record<string, string> } {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    return {
      body,
      headers: {
        'content-type': 'application/json',
        [PAYSTACK_SIGNATURE_HEADER]: signPaystackWebhook(body, secretKey),
      },
    };
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
    /** The shopper paid: Paystack now reports success. Returns Paystack's transaction id. */
    pay(reference: string): string {
      const txn = find(reference);
      txn.status = 'success';
      txn.gatewayResponse = 'Successful';
      txn.paidAt = new Date().toISOString();
      return String(txn.id);
    },
    fail(reference: string): void {
      const txn = find(reference);
      txn.status = 'failed';
      txn.gatewayResponse = 'Declined';
    },
    /** Makes Paystack report another amount, as when a payment was tampered with. */
    setAmount(reference: string, kobo: number): void {
      find(reference).amount = kobo;
    },
    chargeSuccessEvent(reference: string) {
      return { event: 'charge.success', data: dataOf(find(reference)) };
    },
    /** The body and headers Paystack would send: signed with the secret key over these exact bytes. */
    signedWebhook,
    /** Delivers a signed webhook to a URL, as Paystack's servers do. */
    async postWebhook(url: string, payload: unknown): Promise<Response> {
      const { body, headers } = signedWebhook(payload);
      return fetch(url, { method: 'POST', headers, body });
    },
  };
}

export type FakePaystack = ReturnType<typeof createFakePaystack>;

function validationError(message: string): FakeReply {
  return { status: 400, body: { status: false, message, type: 'validation_error', code: 'invalid_params' } };
}

function queryOf(query: URLSearchParams): string {
  const text = query.toString();
  return text === '' ? '' : `?${text}`;
}
