import { createHmac } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import { createFlutterwaveProvider } from './flutterwave.ts';
import { ProviderUnavailableError, RefundRefusedError, WebhookSignatureError } from './payment-provider.ts';
import { createPaystackProvider } from './paystack.ts';
import type { FetchLike } from './provider-http.ts';

/**
 * The adapters against the providers' own example payloads (src/server/test/providers/fixtures/, each naming the
 * document, repository, path and commit it was copied from), signed here with this file's own code
 * written from the webhook documents. Neither the adapters' nor the fakes' signing is used.
 */
const FIXTURES = new URL('../../test/providers/fixtures/', import.meta.url);
type Example = { _source: Record<string, string>; payload: unknown };
const example = (name: string): Example =>
  JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as Example;
/** Documented JSON and the fakes' answers, read field by field. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of the providers' documents
type Json = any;
const payloadOf = (name: string): Json => example(name).payload;
const answering =
  (body: unknown, status = 200): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), { status });

/** Paystack: "a HMAC SHA512 signature of the event payload signed using your secret key", in hex. */
const paystackSignature = (rawBody: string, secretKey: string) =>
  createHmac('sha512', secretKey).update(rawBody, 'utf8').digest('hex');

const PAYSTACK_KEY = 'sk_test_contract';
const paystack = (fetch?: FetchLike) =>
  createPaystackProvider({ secretKey: PAYSTACK_KEY, publicKey: '', baseUrl: 'https://api.paystack.co', fetch });

const FLUTTERWAVE_HASH = 'contract-secret-hash';
const flutterwave = (fetch?: FetchLike) =>
  createFlutterwaveProvider({
    secretKey: 'FLWSECK_TEST-contract-X',
    publicKey: '',
    webhookHash: FLUTTERWAVE_HASH,
    baseUrl: 'https://api.flutterwave.com/v3',
    fetch,
  });

describe('the documented examples', () => {
  it('each fixture says where it comes from', () => {
    const names = readdirSync(FIXTURES).filter((name) => name.endsWith('.json'));
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) {
      const { _source, payload } = example(name.replace(/\.json$/, ''));
      expect(_source.document ?? _source.repository, name).toBeTruthy();
      if (_source.repository) expect(_source.commit, name).toMatch(/^[0-9a-f]{40}$/);
      expect(payload, name).toBeDefined();
    }
  });
});

describe('Paystack, on its documented payloads', () => {
  it('the documented charge.success, signed as the webhook document says, is a charge notice', () => {
    const raw = JSON.stringify(payloadOf('paystack-charge-success'));
    const headers = new Headers({ 'x-paystack-signature': paystackSignature(raw, PAYSTACK_KEY) });
    expect(paystack().parseWebhook(raw, headers)).toEqual({
      kind: 'charge',
      reference: 'qTPrJoy9Bx',
      transactionId: '302961',
    });
  });

  it('the signature covers the exact bytes received, whatever their spacing', () => {
    const raw = JSON.stringify(payloadOf('paystack-charge-success'), null, 2);
    const headers = new Headers({ 'x-paystack-signature': paystackSignature(raw, PAYSTACK_KEY) });
    expect(paystack().parseWebhook(raw, headers)).toMatchObject({ kind: 'charge', reference: 'qTPrJoy9Bx' });
  });

  it('the documented pay-with-transfer charge.success is a charge notice too', () => {
    const raw = JSON.stringify(payloadOf('paystack-charge-success-transfer'));
    const headers = new Headers({ 'x-paystack-signature': paystackSignature(raw, PAYSTACK_KEY) });
    expect(paystack().parseWebhook(raw, headers)).toEqual({
      kind: 'charge',
      reference: 'zuz8ggd1ro',
      transactionId: '3104021987',
    });
  });

  it('a tampered body is refused', () => {
    const raw = JSON.stringify(payloadOf('paystack-charge-success'));
    const signature = paystackSignature(raw, PAYSTACK_KEY);
    const tampered = raw.replace('"amount":10000', '"amount":1000000');
    expect(tampered).not.toBe(raw);
    expect(() => paystack().parseWebhook(tampered, new Headers({ 'x-paystack-signature': signature }))).toThrow(
      WebhookSignatureError,
    );
  });

  it('a body signed with another secret key is refused', () => {
    const raw = JSON.stringify(payloadOf('paystack-charge-success'));
    const headers = new Headers({ 'x-paystack-signature': paystackSignature(raw, 'sk_test_someone_else') });
    expect(() => paystack().parseWebhook(raw, headers)).toThrow(WebhookSignatureError);
  });

  it.each(['pending', 'processing', 'processed', 'failed', 'needs-attention'])(
    'the documented refund.%s event is a refund notice for its transaction_reference',
    (status) => {
      const event = payloadOf('paystack-refund-events')[status];
      const raw = JSON.stringify(event);
      const headers = new Headers({ 'x-paystack-signature': paystackSignature(raw, PAYSTACK_KEY) });
      expect(paystack().parseWebhook(raw, headers)).toEqual({
        kind: 'refund',
        reference: event.data.transaction_reference,
      });
    },
  );

  it('the documented verify answer (amount 40333 = requested 30050 + fees 10283) verifies to 30050 and 10283', async () => {
    const adapter = paystack(answering(payloadOf('paystack-verify')));
    expect(await adapter.verify('re4lyvq3s3')).toEqual({
      status: 'success',
      providerStatus: 'success',
      reference: 're4lyvq3s3',
      amountKobo: 30_050,
      feesKobo: 10_283,
      currency: 'NGN',
      transactionId: '4099260516',
    });
  });

  it('the documented 400 "Invalid key" is an outage, not a failed payment', async () => {
    const adapter = paystack(answering(payloadOf('paystack-verify-invalid-key'), 400));
    await expect(adapter.verify('re4lyvq3s3')).rejects.toThrow(ProviderUnavailableError);
  });

  it('the documented refund answer ("queued for processing") is a pending refund', async () => {
    const adapter = paystack(answering(payloadOf('paystack-refund-create')));
    const refund = await adapter.refund({
      reference: 'T685312322670591',
      transactionId: '1004723697',
      amountKobo: 10_000,
      refundId: 'r1',
    });
    expect(refund).toEqual({
      providerRefundId: '3018284',
      amountKobo: 10_000,
      status: 'pending',
      providerStatus: 'pending',
      note: 'Refund for transaction T685312322670591 by test@me.com',
    });
  });

  it('the documented Fetch Refund answer is the refund it names, processed', async () => {
    const adapter = paystack(answering(payloadOf('paystack-refund-fetch')));
    expect(await adapter.fetchRefund('1', { reference: 'ref', transactionId: '1641' })).toEqual({
      providerRefundId: '1',
      amountKobo: 500_000,
      status: 'processed',
      providerStatus: 'processed',
      note: 'xxx',
    });
  });

  it('the documented Retry Refund answer ("queued for processing") is a refund on its way again', async () => {
    const answers = [payloadOf('paystack-bank-list'), payloadOf('paystack-refund-retry')];
    const adapter = paystack(async () => new Response(JSON.stringify(answers.shift()), { status: 200 }));
    expect(
      await adapter.retryRefund!({
        providerRefundId: '1234567',
        accountNumber: '1234567890',
        bankCode: '801',
        currency: 'NGN',
      }),
    ).toEqual({
      providerRefundId: '1234567',
      amountKobo: 20_000,
      status: 'pending',
      providerStatus: 'processing',
      note: 'Refund for transaction T708775813895475 by paystack@email.com',
    });
  });

  it('the documented 422 of Retry Refund is a refusal carrying Paystack’s words', async () => {
    const answers = [
      { status: 200, body: payloadOf('paystack-bank-list') },
      { status: 422, body: payloadOf('paystack-refund-retry-invalid-state') },
    ];
    const adapter = paystack(async () => {
      const next = answers.shift()!;
      return new Response(JSON.stringify(next.body), { status: next.status });
    });
    await expect(
      adapter.retryRefund!({
        providerRefundId: '1234567',
        accountNumber: '1234567890',
        bankCode: '801',
        currency: 'NGN',
      }),
    ).rejects.toEqual(new RefundRefusedError('Invalid Refund state, refund status should be "needs-attention"'));
  });

  it('the documented refund list gives the transaction’s refunds with their merchant notes', async () => {
    const adapter = paystack(answering(payloadOf('paystack-refund-list')));
    expect(await adapter.listRefunds({ reference: 'qufywna9w9a5d8v', transactionId: '627178582' })).toEqual([
      {
        providerRefundId: '747680',
        amountKobo: 10_000,
        status: 'processed',
        providerStatus: 'processed',
        note: 'Refund for transaction qufywna9w9a5d8v by jen@smith.com',
      },
    ]);
  });
});

describe('Flutterwave v3, on its documented payloads', () => {
  it('the documented charge.completed with verif-hash is a charge notice', () => {
    const raw = JSON.stringify(payloadOf('flutterwave-charge-completed'));
    expect(flutterwave().parseWebhook(raw, new Headers({ 'verif-hash': FLUTTERWAVE_HASH }))).toEqual({
      kind: 'charge',
      reference: 'WOOC_1_TEST',
      transactionId: '285959875',
    });
  });

  it('a verif-hash that is not the secret hash is refused', () => {
    const raw = JSON.stringify(payloadOf('flutterwave-charge-completed'));
    expect(() => flutterwave().parseWebhook(raw, new Headers({ 'verif-hash': 'guess' }))).toThrow(
      WebhookSignatureError,
    );
    expect(() => flutterwave().parseWebhook(raw, new Headers())).toThrow(WebhookSignatureError);
  });

  it('a v4-shaped webhook (type and data.reference, base64 HMAC-SHA256 in flutterwave-signature) is reported unsupported', () => {
    const raw = JSON.stringify(payloadOf('flutterwave-v4-charge-completed'));
    const signature = createHmac('sha256', FLUTTERWAVE_HASH).update(raw, 'utf8').digest('base64');
    expect(flutterwave().parseWebhook(raw, new Headers({ 'flutterwave-signature': signature }))).toEqual({
      ignored: 'flutterwave-v4',
      unsupported: true,
    });
  });

  it('a v4-shaped webhook whose signature does not hold is refused', () => {
    const raw = JSON.stringify(payloadOf('flutterwave-v4-charge-completed'));
    const signature = createHmac('sha256', 'another hash').update(raw, 'utf8').digest('base64');
    expect(() => flutterwave().parseWebhook(raw, new Headers({ 'flutterwave-signature': signature }))).toThrow(
      WebhookSignatureError,
    );
  });

  it('the documented verify answer gives amount in kobo and the app fee', async () => {
    const adapter = flutterwave(answering(payloadOf('flutterwave-verify')));
    expect(await adapter.verify('LiveCardTest', '288200108')).toEqual({
      status: 'success',
      providerStatus: 'successful',
      reference: 'LiveCardTest',
      amountKobo: 10_000,
      feesKobo: 140,
      currency: 'NGN',
      transactionId: '288200108',
    });
  });

  it('the documented refund answer (status completed) is a processed refund carrying the note Oja sent', async () => {
    const adapter = flutterwave(answering(payloadOf('flutterwave-refund-create')));
    expect(
      await adapter.refund({ reference: 'LiveCardTest', transactionId: '5708', amountKobo: 500_000, refundId: 'r1' }),
    ).toEqual({
      providerRefundId: '8612',
      amountKobo: 500_000,
      status: 'processed',
      providerStatus: 'completed',
      note: 'oja-refund:r1',
    });
  });
});

/** The keys of an object and of the objects inside it, as paths. */
function shapeOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...shapeOf(inner, `${prefix}${key}.`)]);
}

describe('the fakes speak the documented shapes', () => {
  const fakePaystack = createFakePaystack();
  const fakeFlutterwave = createFakeFlutterwave();
  const closers: (() => Promise<void>)[] = [];
  let paystackUrl: string;
  let flutterwaveUrl: string;
  beforeAll(async () => {
    const [p, f] = [await fakePaystack.start(), await fakeFlutterwave.start()];
    closers.push(p.close, f.close);
    paystackUrl = p.baseUrl;
    flutterwaveUrl = f.baseUrl;
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });
  const get = async (url: string, key: string) =>
    (await (await fetch(url, { headers: { authorization: `Bearer ${key}` } })).json()) as Json;
  const post = async (url: string, key: string, body: unknown) =>
    (await (
      await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    ).json()) as Json;

  it('Paystack: verify, charge.success, refund, refund list and refund events', async () => {
    const key = fakePaystack.secretKey;
    await post(`${paystackUrl}/transaction/initialize`, key, { email: 'a@b.ng', amount: 50_000, reference: 'shape-1' });
    const transactionId = fakePaystack.pay('shape-1');
    expect(shapeOf(await get(`${paystackUrl}/transaction/verify/shape-1`, key))).toEqual(
      shapeOf(payloadOf('paystack-verify')),
    );
    await post(`${paystackUrl}/transaction/initialize`, key, { email: 'a@b.ng', amount: 50_000, reference: 'shape-2' });
    fakePaystack.awaitTransfer('shape-2');
    fakePaystack.pay('shape-2');
    expect(shapeOf(fakePaystack.chargeSuccessEvent('shape-2'))).toEqual(
      shapeOf(payloadOf('paystack-charge-success-transfer')),
    );
    const created = await post(`${paystackUrl}/refund`, key, { transaction: 'shape-1' });
    expect(shapeOf(created)).toEqual(shapeOf(payloadOf('paystack-refund-create')));
    const listed = await get(`${paystackUrl}/refund?transaction=${transactionId}`, key);
    expect(shapeOf(listed.data[0])).toEqual(shapeOf(payloadOf('paystack-refund-list').data[0]));
    expect(Object.keys(listed)).toEqual(Object.keys(payloadOf('paystack-refund-list')));
    for (const outcome of ['processing', 'needs-attention'] as const) {
      const event = JSON.parse(fakePaystack.settleRefund('shape-1', outcome).body);
      expect(shapeOf(event)).toEqual(shapeOf(payloadOf('paystack-refund-events')[outcome]));
    }
    const fetched = await get(`${paystackUrl}/refund/${created.data.id}`, key);
    expect(shapeOf(fetched)).toEqual(shapeOf(payloadOf('paystack-refund-fetch')));
    const banks = await get(`${paystackUrl}/bank?country=nigeria&perPage=100`, key);
    expect(shapeOf(banks.data[0])).toEqual(shapeOf(payloadOf('paystack-bank-list').data[0]));
    const retried = await post(`${paystackUrl}/refund/retry_with_customer_details/${created.data.id}`, key, {
      refund_account_details: { currency: 'NGN', account_number: '1234567890', bank_id: String(banks.data[0].id) },
    });
    expect(shapeOf(retried)).toEqual(shapeOf(payloadOf('paystack-refund-retry')));
    const again = await post(`${paystackUrl}/refund/retry_with_customer_details/${created.data.id}`, key, {
      refund_account_details: { currency: 'NGN', account_number: '1234567890', bank_id: String(banks.data[0].id) },
    });
    expect(again).toEqual(payloadOf('paystack-refund-retry-invalid-state'));
  });

  it('Flutterwave: verify, charge.completed, refund and refund list', async () => {
    const key = fakeFlutterwave.secretKey;
    await post(`${flutterwaveUrl}/payments`, key, {
      tx_ref: 'shape-1',
      amount: 500,
      redirect_url: 'http://oja.test/r',
      customer: { email: 'a@b.ng' },
    });
    const transactionId = fakeFlutterwave.pay('shape-1');
    expect(shapeOf(await get(`${flutterwaveUrl}/transactions/${transactionId}/verify`, key))).toEqual(
      shapeOf(payloadOf('flutterwave-verify')),
    );
    expect(shapeOf(fakeFlutterwave.chargeCompletedEvent('shape-1'))).toEqual(
      shapeOf(payloadOf('flutterwave-charge-completed')),
    );
    const created = await post(`${flutterwaveUrl}/transactions/${transactionId}/refund`, key, { amount: 100 });
    expect(shapeOf(created)).toEqual(shapeOf(payloadOf('flutterwave-refund-create')));
    const listed = await get(`${flutterwaveUrl}/refunds?id=${transactionId}`, key);
    expect(shapeOf(listed)).toEqual(
      shapeOf(payloadOf('flutterwave-refund-list')).filter((p) => !p.startsWith('data.')),
    );
    expect(shapeOf(listed.data[0])).toEqual(shapeOf(payloadOf('flutterwave-refund-list').data[0]));
  });
});
