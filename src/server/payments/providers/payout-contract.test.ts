import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from './fakes/fake-flutterwave.ts';
import { createFakePaystack } from './fakes/fake-paystack.ts';
import { createFlutterwaveProvider } from './flutterwave.ts';
import { DuplicateTransferError, ProviderUnavailableError, WebhookSignatureError } from './payment-provider.ts';
import { createPaystackProvider } from './paystack.ts';
import type { FetchLike } from './provider-http.ts';

/**
 * The payout half of the adapters (decision 0018) against the providers' documented examples
 * (fakes/fixtures/, each naming where it was copied from), webhooks signed here with this file's
 * own code written from the webhook documents; then the fakes' transfers, checked against the
 * same examples' shapes.
 */
const FIXTURES = new URL('./fakes/fixtures/', import.meta.url);
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON of the providers' documents
type Json = any;
const payloadOf = (name: string): Json =>
  (JSON.parse(readFileSync(new URL(`${name}.json`, FIXTURES), 'utf8')) as { payload: unknown }).payload;
const answering =
  (body: unknown, status = 200): FetchLike =>
  async () =>
    new Response(JSON.stringify(body), { status });
/** Answers in turn, and keeps what was asked. */
function recording(...replies: { body: unknown; status?: number }[]) {
  const asked: { url: string; method: string; body: unknown }[] = [];
  const fetch: FetchLike = async (url, init) => {
    asked.push({ url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined });
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  };
  return { fetch, asked };
}

const PAYSTACK_KEY = 'sk_test_contract';
const paystack = (fetch?: FetchLike) =>
  createPaystackProvider({ secretKey: PAYSTACK_KEY, publicKey: '', baseUrl: 'https://api.paystack.co', fetch });
const paystackSignature = (raw: string) => createHmac('sha512', PAYSTACK_KEY).update(raw, 'utf8').digest('hex');

const FLUTTERWAVE_HASH = 'contract-secret-hash';
const flutterwave = (fetch?: FetchLike) =>
  createFlutterwaveProvider({
    secretKey: 'FLWSECK_TEST-contract-X',
    publicKey: '',
    webhookHash: FLUTTERWAVE_HASH,
    baseUrl: 'https://api.flutterwave.com/v3',
    fetch,
  });

const transferInput = {
  reference: 'cashout-3f1c',
  amountKobo: 100_000,
  recipientCode: 'RCP_m7ljkv8leesep7p',
  bankCode: '058',
  accountNumber: '0123456789',
  accountName: 'Tolu Robert',
  narration: 'Oja cashout 3f1c',
};

describe('Paystack payouts, on its documented payloads', () => {
  it('the documented resolve answer gives the account name, asked with the number and bank as strings', async () => {
    const { fetch, asked } = recording({ body: payloadOf('paystack-resolve-account') });
    expect(await paystack(fetch).resolveAccount({ accountNumber: '0022728151', bankCode: '063' })).toEqual({
      found: true,
      accountName: 'WES GIBBONS',
    });
    expect(asked[0]!.url).toBe('https://api.paystack.co/bank/resolve?account_number=0022728151&bank_code=063');
  });

  it('an account Paystack cannot resolve (422) is not found; a 503 is an outage', async () => {
    const notFound = answering({ status: false, message: 'Could not resolve account name.' }, 422);
    expect(await paystack(notFound).resolveAccount({ accountNumber: '0000000000', bankCode: '058' })).toEqual({
      found: false,
      message: 'Could not resolve account name.',
    });
    const down = answering({ status: false, message: 'Service Unavailable' }, 503);
    await expect(paystack(down).resolveAccount({ accountNumber: '0', bankCode: '058' })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('a nuban recipient is made as the document asks, and its recipient_code kept', async () => {
    const { fetch, asked } = recording({ body: payloadOf('paystack-transfer-recipient'), status: 201 });
    expect(
      await paystack(fetch).createRecipient({
        accountName: 'Tolu Robert',
        accountNumber: '01000000010',
        bankCode: '058',
      }),
    ).toBe('RCP_m7ljkv8leesep7p');
    expect(asked[0]!.body).toEqual({
      type: 'nuban',
      name: 'Tolu Robert',
      account_number: '01000000010',
      bank_code: '058',
      currency: 'NGN',
    });
  });

  it('the documented initiate answer is read as what it says; the transfer carries our reference and kobo', async () => {
    const { fetch, asked } = recording({ body: payloadOf('paystack-transfer-initiate') });
    expect(await paystack(fetch).sendTransfer(transferInput)).toEqual({
      status: 'success',
      providerStatus: 'success',
      providerTransferId: 'TRF_v5tip3zx8nna9o78',
      reason: null,
    });
    expect(asked[0]!.body).toEqual({
      source: 'balance',
      amount: 100_000,
      recipient: 'RCP_m7ljkv8leesep7p',
      reference: 'cashout-3f1c',
      reason: 'Oja cashout 3f1c',
      currency: 'NGN',
    });
  });

  it.each([
    ['otp', 'pending'],
    ['pending', 'pending'],
    ['received', 'pending'],
    ['success', 'success'],
    ['failed', 'failed'],
    ['reversed', 'failed'],
    ['abandoned', 'failed'],
    ['blocked', 'failed'],
    ['rejected', 'failed'],
  ])('a transfer Paystack reports "%s" is %s for Oja', async (paystackStatus, ours) => {
    const body = payloadOf('paystack-transfer-verify');
    body.data.status = paystackStatus;
    const report = await paystack(answering(body)).verifyTransfer('ge-bzrf8u8k2pygxrnqf', null);
    expect(report).toMatchObject({
      status: ours,
      providerStatus: paystackStatus,
      providerTransferId: 'TRF_fpmd0l8uta8upow7',
    });
  });

  it('the documented refusal ("Recipient specified is invalid") is a failed transfer with its words; nothing was sent', async () => {
    const adapter = paystack(answering(payloadOf('paystack-transfer-invalid-recipient'), 400));
    expect(await adapter.sendTransfer(transferInput)).toEqual({
      status: 'failed',
      providerStatus: 'refused',
      providerTransferId: '',
      reason: 'Recipient specified is invalid',
    });
  });

  it('a duplicate reference is DuplicateTransferError, so the caller asks verify instead of sending again', async () => {
    const duplicate = answering(
      { status: false, message: 'Duplicate Transfer Reference', code: 'duplicate_reference' },
      400,
    );
    await expect(paystack(duplicate).sendTransfer(transferInput)).rejects.toThrow(DuplicateTransferError);
  });

  it('the documented 404 "Transfer not found" means Paystack never had it', async () => {
    const adapter = paystack(answering(payloadOf('paystack-transfer-not-found'), 404));
    expect(await adapter.verifyTransfer('cashout-3f1c', null)).toBeNull();
  });

  it.each(['success', 'failed', 'reversed'])(
    'the documented transfer.%s event, signed as the webhook document says, is a transfer notice',
    (status) => {
      const raw = JSON.stringify(payloadOf('paystack-transfer-events')[status]);
      expect(paystack().parseWebhook(raw, new Headers({ 'x-paystack-signature': paystackSignature(raw) }))).toEqual({
        kind: 'transfer',
        reference: 'acv_9ee55786-2323-4760-98e2-6380c9cb3f68',
        transferId: 'TRF_v5tip3zx8nna9o78',
      });
    },
  );

  it('a transfer event with a forged signature is refused', () => {
    const raw = JSON.stringify(payloadOf('paystack-transfer-events').success);
    const forged = createHmac('sha512', 'sk_test_other').update(raw).digest('hex');
    expect(() => paystack().parseWebhook(raw, new Headers({ 'x-paystack-signature': forged }))).toThrow(
      WebhookSignatureError,
    );
  });
});

describe('Flutterwave payouts, on its documented payloads', () => {
  it('the documented resolve answer gives the account name', async () => {
    const { fetch, asked } = recording({ body: payloadOf('flutterwave-resolve-account') });
    expect(await flutterwave(fetch).resolveAccount({ accountNumber: '0690000032', bankCode: '044' })).toEqual({
      found: true,
      accountName: 'Pastor Bright',
    });
    expect(asked[0]).toMatchObject({
      url: 'https://api.flutterwave.com/v3/accounts/resolve',
      body: { account_number: '0690000032', account_bank: '044' },
    });
  });

  it('the documented create answer (status NEW) is a transfer on its way, asked in naira', async () => {
    const { fetch, asked } = recording({ body: payloadOf('flutterwave-transfer-create') });
    expect(await flutterwave(fetch).sendTransfer({ ...transferInput, recipientCode: null })).toEqual({
      status: 'pending',
      providerStatus: 'NEW',
      providerTransferId: '396432',
      reason: null,
    });
    expect(asked[0]!.body).toMatchObject({
      account_bank: '058',
      account_number: '0123456789',
      amount: 1000,
      currency: 'NGN',
      reference: 'cashout-3f1c',
    });
  });

  it('the documented transfer (status FAILED) is a failed one with its complete_message', async () => {
    expect(
      await flutterwave(answering(payloadOf('flutterwave-transfer-get'))).verifyTransfer(
        '17f18932-5ee8-4c48-a435-3194e2836d0o',
        '396933',
      ),
    ).toEqual({
      status: 'failed',
      providerStatus: 'FAILED',
      providerTransferId: '396933',
      reason: 'DISBURSE FAILED: You can only spend XAF 100000000.00 at once',
    });
  });

  it('without Flutterwave’s id a transfer cannot be looked up: unconfirmed, never sent again', async () => {
    expect(await flutterwave(answering({})).verifyTransfer('cashout-3f1c', null)).toEqual({
      status: 'pending',
      providerStatus: 'unconfirmed',
      providerTransferId: '',
      reason: null,
    });
  });

  it('transfer.completed with the verif-hash is a transfer notice naming Flutterwave’s id', () => {
    const raw = JSON.stringify(payloadOf('flutterwave-transfer-completed'));
    expect(flutterwave().parseWebhook(raw, new Headers({ 'verif-hash': FLUTTERWAVE_HASH }))).toEqual({
      kind: 'transfer',
      reference: '17f18932-5ee8-4c48-a435-3194e2836d0o',
      transferId: '396933',
    });
    expect(() => flutterwave().parseWebhook(raw, new Headers({ 'verif-hash': 'guess' }))).toThrow(
      WebhookSignatureError,
    );
  });
});

/** The keys of an object and of the objects inside it, as paths. */
function shapeOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return [];
  return Object.entries(value).flatMap(([key, inner]) => [`${prefix}${key}`, ...shapeOf(inner, `${prefix}${key}.`)]);
}

describe('the fakes’ payouts speak the documented shapes', () => {
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
  const call = async (url: string, key: string, body?: unknown) => {
    const res = await fetch(url, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };

  it('Paystack: resolve, recipient, initiate, verify and the transfer.* events', async () => {
    const key = fakePaystack.secretKey;
    fakePaystack.setAccount('058', '0123456789', 'ADAEZE OKAFOR');
    const resolved = await call(`${paystackUrl}/bank/resolve?account_number=0123456789&bank_code=058`, key);
    expect(shapeOf(resolved)).toEqual(shapeOf(payloadOf('paystack-resolve-account')));
    const recipient = await call(`${paystackUrl}/transferrecipient`, key, {
      type: 'nuban',
      name: 'Adaeze Okafor',
      account_number: '0123456789',
      bank_code: '058',
      currency: 'NGN',
    });
    expect(shapeOf(recipient)).toEqual(shapeOf(payloadOf('paystack-transfer-recipient')));
    const sent = await call(`${paystackUrl}/transfer`, key, {
      source: 'balance',
      amount: 50_000,
      recipient: recipient.data.recipient_code,
      reference: 'cashout-shape-1',
    });
    expect(shapeOf(sent)).toEqual(shapeOf(payloadOf('paystack-transfer-initiate')));
    expect(sent.data.status).toBe('pending');
    expect(shapeOf(await call(`${paystackUrl}/transfer/verify/cashout-shape-1`, key))).toEqual(
      shapeOf(payloadOf('paystack-transfer-verify')),
    );
    for (const outcome of ['success', 'reversed'] as const) {
      const event = JSON.parse(fakePaystack.settleTransfer('cashout-shape-1', outcome).body);
      expect(event.event).toBe(`transfer.${outcome}`);
      expect(shapeOf(event)).toEqual(shapeOf(payloadOf('paystack-transfer-events')[outcome]));
    }
    const again = await call(`${paystackUrl}/transfer`, key, {
      source: 'balance',
      amount: 50_000,
      recipient: recipient.data.recipient_code,
      reference: 'cashout-shape-1',
    });
    expect(again).toMatchObject({ status: false, code: 'duplicate_reference' });
    expect(await call(`${paystackUrl}/transfer/verify/cashout-never`, key)).toEqual(
      payloadOf('paystack-transfer-not-found'),
    );
  });

  it('Flutterwave: resolve, create, get and transfer.completed', async () => {
    const key = fakeFlutterwave.secretKey;
    fakeFlutterwave.setAccount('044', '0690000032', 'Pastor Bright');
    const resolved = await call(`${flutterwaveUrl}/accounts/resolve`, key, {
      account_number: '0690000032',
      account_bank: '044',
    });
    expect(shapeOf(resolved)).toEqual(shapeOf(payloadOf('flutterwave-resolve-account')));
    const created = await call(`${flutterwaveUrl}/transfers`, key, {
      account_bank: '044',
      account_number: '0690000032',
      amount: 500,
      currency: 'NGN',
      reference: 'cashout-shape-1',
    });
    expect(shapeOf(created)).toEqual(shapeOf(payloadOf('flutterwave-transfer-create')));
    // `meta` is what the merchant sent with the transfer (Oja sends none): its keys are the example merchant's.
    const documented = (name: string) => shapeOf(payloadOf(name)).filter((key) => !key.startsWith('data.meta.'));
    const event = fakeFlutterwave.settleTransfer('cashout-shape-1', 'FAILED');
    expect(shapeOf(event)).toEqual(documented('flutterwave-transfer-completed'));
    const got = await call(`${flutterwaveUrl}/transfers/${created.data.id}`, key);
    expect(shapeOf(got)).toEqual(documented('flutterwave-transfer-get'));
    expect(got.data).toMatchObject({ status: 'FAILED', reference: 'cashout-shape-1' });
  });
});
