import { randomBytes } from 'node:crypto';
import { FLUTTERWAVE_HASH_HEADER, FLUTTERWAVE_SIGNATURE_HEADER, signFlutterwaveWebhook } from '../flutterwave.ts';
import {
  bearerOf,
  type FakeReply,
  type FakeRequest,
  isRecord,
  type RunningFake,
  serveJson,
} from './fake-http-server.ts';
import type { RecordedRequest } from './fake-paystack.ts';

/**
 * Flutterwave v3 as documented in /work/shared/reference/payments.md §2 (Standard payments, verify
 * by id and by tx_ref, refunds), with its envelopes and sample fields, kept in memory for tests.
 * Amounts are naira, as on the wire.
 */
type Checkout = {
  txRef: string;
  amount: number;
  currency: string;
  redirectUrl: string;
  customer: { email: string; name: string; phonenumber: string };
  link: string;
};

export type FakeFlutterwaveTransaction = {
  id: number;
  txRef: string;
  flwRef: string;
  amount: number;
  currency: string;
  status: 'successful' | 'failed' | 'pending';
  customer: Checkout['customer'];
  createdAt: string;
};

let nextId = 288200108;

export function createFakeFlutterwave(options: { secretKey?: string; webhookHash?: string } = {}) {
  const secretKey = options.secretKey ?? 'FLWSECK_TEST-fakeoja-X';
  const webhookHash = options.webhookHash ?? 'fake-oja-flutterwave-hash';
  const checkouts = new Map<string, Checkout>();
  /** By tx_ref: Flutterwave creates a transaction only when the shopper tries to pay. */
  const transactions = new Map<string, FakeFlutterwaveTransaction>();
  const requests: RecordedRequest[] = [];
  const refunds: { reference: string; transactionId: string; amount: number }[] = [];

  function handle(request: FakeRequest): FakeReply {
    const query = request.query.toString();
    requests.push({ method: request.method, path: `${request.path}${query ? `?${query}` : ''}`, body: request.body });
    if (bearerOf(request.headers) !== secretKey) return error(401, 'Invalid authorization key');
    const byId = /^\/v3\/transactions\/([^/]+)\/verify$/.exec(request.path);
    const refundOf = /^\/v3\/transactions\/([^/]+)\/refund$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v3/payments') return initialize(request.body);
    if (request.method === 'GET' && byId) return verify(transactionById(decodeURIComponent(byId[1]!)));
    if (request.method === 'GET' && request.path === '/v3/transactions/verify_by_reference') {
      return verify(transactions.get(request.query.get('tx_ref') ?? ''));
    }
    if (request.method === 'POST' && refundOf) return refund(decodeURIComponent(refundOf[1]!), request.body);
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
    });
    return { status: 200, body: { status: 'success', message: 'Hosted Link', data: { link } } };
  }

  function transactionById(id: string) {
    return [...transactions.values()].find((t) => String(t.id) === id);
  }

  function verify(txn: FakeFlutterwaveTransaction | undefined): FakeReply {
    if (!txn) return error(400, 'No transaction was found for this id');
    return { status: 200, body: { status: 'success', message: 'Transaction fetched successfully', data: dataOf(txn) } };
  }

  function refund(id: string, body: unknown): FakeReply {
    const txn = transactionById(id);
    if (!txn) return error(400, 'No transaction was found for this id');
    if (txn.status !== 'successful') return error(400, 'Only successful transactions can be refunded');
    const amount = isRecord(body) && body.amount !== undefined ? body.amount : txn.amount;
    if (typeof amount !== 'number' || !(amount > 0) || amount > txn.amount) {
      return error(400, 'Refund amount cannot be greater than the transaction amount');
    }
    refunds.push({ reference: txn.txRef, transactionId: String(txn.id), amount });
    return {
      status: 200,
      body: {
        status: 'success',
        message: 'Transaction refund initiated',
        data: {
          id: 75923,
          account_id: 17321,
          tx_id: txn.id,
          flw_ref: txn.flwRef,
          wallet_id: 17628,
          amount_refunded: amount,
          status: 'completed',
          destination: 'payment_source',
          meta: { source: 'availablebalance' },
          created_at: new Date().toISOString(),
        },
      },
    };
  }

  function dataOf(txn: FakeFlutterwaveTransaction) {
    const appFee = Math.round(txn.amount * 1.4) / 100;
    return {
      id: txn.id,
      tx_ref: txn.txRef,
      flw_ref: txn.flwRef,
      device_fingerprint: 'N/A',
      amount: txn.amount,
      currency: txn.currency,
      charged_amount: txn.amount,
      app_fee: appFee,
      merchant_fee: 0,
      processor_response: txn.status === 'successful' ? 'Approved by Financial Institution' : 'Declined',
      auth_model: 'PIN',
      ip: '::ffff:10.5.179.3',
      narration: 'CARD Transaction ',
      status: txn.status,
      payment_type: 'card',
      created_at: txn.createdAt,
      account_id: 17321,
      card: {
        first_6digits: '553188',
        last_4digits: '2950',
        issuer: 'MASTERCARD  CREDIT',
        country: 'NIGERIA NG',
        type: 'MASTERCARD',
        token: 'flw-t1nf-fake-m03k',
        expiry: '09/32',
      },
      meta: null,
      amount_settled: Math.round((txn.amount - appFee) * 100) / 100,
      customer: {
        id: 216519823,
        name: txn.customer.name,
        phone_number: txn.customer.phonenumber || 'N/A',
        email: txn.customer.email,
        created_at: txn.createdAt,
      },
    };
  }

  /** The shopper's attempt on the hosted page: the transaction appears, with this status. */
  function attempt(reference: string, status: FakeFlutterwaveTransaction['status']): FakeFlutterwaveTransaction {
    const checkout = checkouts.get(reference);
    if (!checkout) throw new Error(`fake Flutterwave has no checkout ${reference}`);
    let txn = transactions.get(reference);
    if (!txn) {
      const id = nextId++;
      txn = {
        id,
        txRef: reference,
        flwRef: `FLW-MOCK-${randomBytes(8).toString('hex')}`,
        amount: checkout.amount,
        currency: checkout.currency,
        status,
        customer: checkout.customer,
        createdAt: new Date().toISOString(),
      };
      transactions.set(reference, txn);
    }
    txn.status = status;
    return txn;
  }

  function find(reference: string): FakeFlutterwaveTransaction {
    const txn = transactions.get(reference);
    if (!txn) throw new Error(`fake Flutterwave has no transaction ${reference} (call pay or fail first)`);
    return txn;
  }

  function signedWebhook(
    payload: unknown,
    style: 'verif-hash' | 'signature-hmac' | 'signature-hash' = 'verif-hash',
  ): { body: string; headers: Record<string, string> } {
    const body = typeof payload === 'string' ? payload : JSON.stringify(payload);
    const [header, value] =
      style === 'verif-hash'
        ? [FLUTTERWAVE_HASH_HEADER, webhookHash]
        : [
            FLUTTERWAVE_SIGNATURE_HEADER,
            style === 'signature-hash' ? webhookHash : signFlutterwaveWebhook(body, webhookHash),
          ];
    return { body, headers: { 'content-type': 'application/json', [header]: value } };
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
    /** The shopper paid. Returns Flutterwave's transaction id (the redirect's transaction_id). */
    pay(reference: string): string {
      return String(attempt(reference, 'successful').id);
    },
    fail(reference: string): string {
      return String(attempt(reference, 'failed').id);
    },
    setAmount(reference: string, kobo: number): void {
      find(reference).amount = kobo / 100;
    },
    /** Where Flutterwave sends the shopper back after an attempt (payments.md §2.1). */
    returnUrl(reference: string): string {
      const checkout = checkouts.get(reference);
      const txn = find(reference);
      if (!checkout) throw new Error(`fake Flutterwave has no checkout ${reference}`);
      const url = new URL(checkout.redirectUrl);
      url.searchParams.set('status', txn.status === 'successful' ? 'successful' : txn.status);
      url.searchParams.set('tx_ref', reference);
      url.searchParams.set('transaction_id', String(txn.id));
      return url.toString();
    },
    chargeCompletedEvent(reference: string) {
      const { id, tx_ref, flw_ref, amount, currency, charged_amount, status, payment_type, customer, card } = dataOf(
        find(reference),
      );
      return {
        event: 'charge.completed',
        'event.type': 'CARD_TRANSACTION',
        data: { id, tx_ref, flw_ref, amount, currency, charged_amount, status, payment_type, customer, card },
      };
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
