import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import { createFlutterwaveProvider } from './flutterwave.ts';
import { ProviderUnavailableError, WebhookSignatureError } from './payment-provider.ts';
import { createPaystackProvider } from './paystack.ts';
import type { FetchLike } from './provider-http.ts';

/**
 * The payout half of the adapters (decision 0018) against the providers' documented examples
 * (src/server/test/providers/fixtures/, each naming where it was copied from), webhooks signed here with this file's
 * own code written from the webhook documents; then the fakes' transfers, checked against the
 * same examples' shapes.
 */
const FIXTURES = new URL('../../test/providers/fixtures/', import.meta.url);
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
    expect(
      await paystack(fetch).resolveAccount({ accountNumber: '0022728151', bankCode: '063', accountName: 'Ada Okafor' }),
    ).toEqual({
      found: true,
      accountName: 'WES GIBBONS',
    });
    expect(asked[0]!.url).toBe('https://api.paystack.co/bank/resolve?account_number=0022728151&bank_code=063');
  });

  it('Paystack’s "Could not resolve account name. Check parameters or try again." (422) is not an answer: the account is not checked', async () => {
    const tryAgain = answering(
      { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
      422,
    );
    await expect(
      paystack(tryAgain).resolveAccount({ accountNumber: '0000000000', bankCode: '058', accountName: 'Ada Okafor' }),
    ).rejects.toThrow(ProviderUnavailableError);
  });

  it('a refusal that names the account invalid is "no such account"; a 503 is an outage', async () => {
    const invalid = answering({ status: false, message: 'Invalid account number', type: 'validation_error' }, 400);
    expect(
      await paystack(invalid).resolveAccount({
        accountNumber: '0000000000',
        bankCode: '058',
        accountName: 'Ada Okafor',
      }),
    ).toEqual({
      found: false,
      message: 'Invalid account number',
    });
    const down = answering({ status: false, message: 'Service Unavailable' }, 503);
    await expect(
      paystack(down).resolveAccount({ accountNumber: '0', bankCode: '058', accountName: 'Ada Okafor' }),
    ).rejects.toThrow(ProviderUnavailableError);
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
      feeKobo: null,
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
    ['abandoned', 'abandoned'],
    ['blocked', 'failed'],
    ['rejected', 'failed'],
  ])('a transfer Paystack reports "%s" is %s for Oja', async (paystackStatus, ours) => {
    const body = payloadOf('paystack-transfer-verify');
    body.data.status = paystackStatus;
    const report = await paystack(answering(body)).verifyTransfer('acv_9ee55786-2323-4760-98e2-6380c9cb3f67', null);
    expect(report).toMatchObject({
      status: ours,
      providerStatus: paystackStatus,
      providerTransferId: 'TRF_8opchtrhtjlfz90n',
    });
  });

  it('the documented verify answer carries fee_charged: the fee, in kobo', async () => {
    const report = await paystack(answering(payloadOf('paystack-transfer-verify'))).verifyTransfer('x', null);
    expect(report).toMatchObject({ status: 'success', feeKobo: 1000 });
  });

  it('with transfer OTP on, the documented initiate answer ("Transfer requires OTP to continue") is pending at otp', async () => {
    const report = await paystack(answering(payloadOf('paystack-transfer-otp'))).sendTransfer(transferInput);
    expect(report).toEqual({
      status: 'pending',
      providerStatus: 'otp',
      providerTransferId: 'TRF_1aqrqhoomp0rjro',
      reason: null,
      feeKobo: null,
    });
  });

  it('finalize sends {transfer_code, otp}; the documented answer is read as what it says', async () => {
    const { fetch, asked } = recording({ body: payloadOf('paystack-transfer-finalize') });
    const report = await paystack(fetch).finalizeTransfer!({
      providerTransferId: 'TRF_vsyqdmlzble3uii',
      otp: '928783',
    });
    expect(report).toMatchObject({ status: 'success', providerStatus: 'success' });
    expect(asked[0]).toMatchObject({
      url: 'https://api.paystack.co/transfer/finalize_transfer',
      method: 'POST',
      body: { transfer_code: 'TRF_vsyqdmlzble3uii', otp: '928783' },
    });
  });

  it('a refused finalize (the documented "Transfer code is invalid") is a refusal with Paystack’s words', async () => {
    const adapter = paystack(answering(payloadOf('paystack-transfer-finalize-invalid'), 400));
    expect(await adapter.finalizeTransfer!({ providerTransferId: 'TRF_x', otp: '1' })).toEqual({
      status: 'refused',
      reason: 'Transfer code is invalid',
      balanceTooLow: false,
    });
  });

  it('resend OTP sends {transfer_code, reason: "transfer"} and reads the documented answer', async () => {
    const { fetch, asked } = recording({ body: payloadOf('paystack-transfer-resend-otp') });
    expect(await paystack(fetch).resendTransferOtp!('TRF_vsyqdmlzble3uii')).toEqual({ resent: true });
    expect(asked[0]).toMatchObject({
      url: 'https://api.paystack.co/transfer/resend_otp',
      body: { transfer_code: 'TRF_vsyqdmlzble3uii', reason: 'transfer' },
    });
  });

  it('the documented balance answer gives the NGN balance in kobo', async () => {
    expect(await paystack(answering(payloadOf('paystack-balance'))).readBalance()).toBe(1_700_000);
  });

  it('"Your balance is not enough to fulfill this request" is a refusal that says the balance is low', async () => {
    const low = answering({ status: false, message: 'Your balance is not enough to fulfill this request' }, 400);
    expect(await paystack(low).sendTransfer(transferInput)).toEqual({
      status: 'refused',
      reason: 'Your balance is not enough to fulfill this request',
      balanceTooLow: true,
    });
  });

  it('the documented refusal ("Recipient specified is invalid") is a refusal with its words, for the caller to look up', async () => {
    const adapter = paystack(answering(payloadOf('paystack-transfer-invalid-recipient'), 400));
    expect(await adapter.sendTransfer(transferInput)).toEqual({
      status: 'refused',
      reason: 'Recipient specified is invalid',
      balanceTooLow: false,
    });
  });

  it('any other 4xx, whatever its words, is only a refusal: no words are taken to mean "duplicate" or "not sent"', async () => {
    const reused = answering({ status: false, message: 'Reference has been used' }, 400);
    expect(await paystack(reused).sendTransfer(transferInput)).toEqual({
      status: 'refused',
      reason: 'Reference has been used',
      balanceTooLow: false,
    });
  });

  it('a verify 4xx other than "Transfer not found" cannot say: ProviderUnavailableError', async () => {
    const adapter = paystack(answering({ status: false, message: 'Something else' }, 400));
    await expect(adapter.verifyTransfer('cashout-3f1c', null)).rejects.toThrow(ProviderUnavailableError);
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
    expect(
      await flutterwave(fetch).resolveAccount({
        accountNumber: '0690000032',
        bankCode: '044',
        accountName: 'Ada Okafor',
      }),
    ).toEqual({
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
      feeKobo: 2688,
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
      feeKobo: 1075,
    });
  });

  it('without Flutterwave’s id, the transfer is looked up by reference (GET /v3/transfers?reference=)', async () => {
    const one = payloadOf('flutterwave-transfer-get').data;
    const { fetch, asked } = recording({ body: { status: 'success', message: 'Transfers fetched', data: [one] } });
    expect(await flutterwave(fetch).verifyTransfer(one.reference, null)).toMatchObject({
      status: 'failed',
      providerTransferId: '396933',
    });
    expect(asked[0]!.url).toBe(`https://api.flutterwave.com/v3/transfers?reference=${one.reference}`);
  });

  it('an empty list by reference means Flutterwave holds no such transfer', async () => {
    const empty = answering({ status: 'success', message: 'Transfers fetched', data: [] });
    expect(await flutterwave(empty).verifyTransfer('cashout-3f1c', null)).toBeNull();
  });

  it('a list of other transfers (the filter not applied) cannot say: ProviderUnavailableError, never "not held"', async () => {
    const others = answering({
      status: 'success',
      message: 'Transfers fetched',
      data: [payloadOf('flutterwave-transfer-get').data],
    });
    await expect(flutterwave(others).verifyTransfer('cashout-3f1c', null)).rejects.toThrow(ProviderUnavailableError);
  });

  it('the documented balance and fee answers give kobo', async () => {
    expect(await flutterwave(answering(payloadOf('flutterwave-balance'))).readBalance()).toBe(216_888_000);
    expect(await flutterwave(answering(payloadOf('flutterwave-transfer-fee'))).transferFee(1_250_000)).toBe(2688);
  });

  it('a create that takes longer than the client waits is "no answer" (it may have been taken), never a refusal', async () => {
    const slow: FetchLike = (_url, init) =>
      new Promise((_resolve, reject) =>
        init.signal?.addEventListener('abort', () => reject(init.signal?.reason as Error)),
      );
    const adapter = createFlutterwaveProvider({
      secretKey: 'k',
      publicKey: '',
      webhookHash: FLUTTERWAVE_HASH,
      baseUrl: 'https://api.flutterwave.com/v3',
      fetch: slow,
      transferTimeoutMs: 20,
    });
    await expect(adapter.sendTransfer({ ...transferInput, recipientCode: null })).rejects.toThrow(
      ProviderUnavailableError,
    );
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
    // Paystack documents no duplicate answer: the fake's is a plain refusal.
    expect(again).toMatchObject({ status: false });
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

  it('Paystack: balance, the OTP answer, finalize and resend speak the documented shapes', async () => {
    const key = fakePaystack.secretKey;
    expect(shapeOf(await call(`${paystackUrl}/balance`, key))).toEqual(shapeOf(payloadOf('paystack-balance')));
    fakePaystack.setAccount('058', '0123456780', 'TOLU ROBERT');
    const recipient = await call(`${paystackUrl}/transferrecipient`, key, {
      type: 'nuban',
      name: 'Tolu Robert',
      account_number: '0123456780',
      bank_code: '058',
    });
    fakePaystack.startTransfersAs('otp');
    const held = await call(`${paystackUrl}/transfer`, key, {
      source: 'balance',
      amount: 20_000,
      recipient: recipient.data.recipient_code,
      reference: 'cashout-shape-otp',
    });
    fakePaystack.startTransfersAs('pending');
    expect(shapeOf(held)).toEqual(shapeOf(payloadOf('paystack-transfer-otp')));
    expect(held).toMatchObject({ message: 'Transfer requires OTP to continue', data: { status: 'otp' } });
    const code = held.data.transfer_code;
    expect(await call(`${paystackUrl}/transfer/resend_otp`, key, { transfer_code: code, reason: 'transfer' })).toEqual(
      payloadOf('paystack-transfer-resend-otp'),
    );
    const finalized = await call(`${paystackUrl}/transfer/finalize_transfer`, key, {
      transfer_code: code,
      otp: fakePaystack.transferOtp,
    });
    expect(shapeOf(finalized)).toEqual(shapeOf(payloadOf('paystack-transfer-finalize')));
    expect(
      await call(`${paystackUrl}/transfer/finalize_transfer`, key, { transfer_code: 'TRF_none', otp: '1' }),
    ).toEqual(payloadOf('paystack-transfer-finalize-invalid'));
  });

  it('Flutterwave: balance and fee speak the documented shapes; a slow create is taken, then found by reference', async () => {
    const key = fakeFlutterwave.secretKey;
    expect(shapeOf(await call(`${flutterwaveUrl}/balances/NGN`, key))).toEqual(
      shapeOf(payloadOf('flutterwave-balance')),
    );
    expect(await call(`${flutterwaveUrl}/transfers/fee?amount=500&currency=NGN`, key)).toEqual(
      payloadOf('flutterwave-transfer-fee'),
    );
    const adapter = createFlutterwaveProvider({
      secretKey: key,
      publicKey: '',
      webhookHash: fakeFlutterwave.webhookHash,
      baseUrl: flutterwaveUrl,
      transferTimeoutMs: 100,
    });
    const slow = fakeFlutterwave.holdNextTransferAnswer();
    await expect(
      adapter.sendTransfer({ ...transferInput, reference: 'cashout-shape-slow', recipientCode: null }),
    ).rejects.toThrow(ProviderUnavailableError);
    slow.release();
    expect(await adapter.verifyTransfer('cashout-shape-slow', null)).toMatchObject({
      status: 'pending',
      providerStatus: 'NEW',
    });
    expect(await adapter.verifyTransfer('cashout-shape-never', null)).toBeNull();
    // A list that ignores the reference filter names other transfers: the adapter cannot say.
    fakeFlutterwave.ignoreReferenceFilter();
    await expect(adapter.verifyTransfer('cashout-shape-never', null)).rejects.toThrow(ProviderUnavailableError);
    fakeFlutterwave.ignoreReferenceFilter(false);
  });
});

describe('Flutterwave’s create waits longer than Flutterwave’s own server', () => {
  it('the create call’s timeout is above Flutterwave’s documented 28 s', async () => {
    const { FLUTTERWAVE_TRANSFER_TIMEOUT_MS } = await import('./flutterwave-payouts.ts');
    expect(FLUTTERWAVE_TRANSFER_TIMEOUT_MS).toBeGreaterThan(28_000);
  });
});
