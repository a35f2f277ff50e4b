import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakePaystack } from './fakes/fake-paystack.ts';
import { ProviderUnavailableError, WebhookSignatureError, type InitializeInput } from './payment-provider.ts';
import { createPaystackProvider, signPaystackWebhook } from './paystack.ts';
import type { FetchLike } from './provider-http.ts';

const fake = createFakePaystack();
let baseUrl: string;
let close: () => Promise<void>;
let counter = 0;

beforeAll(async () => {
  ({ baseUrl, close } = await fake.start());
});
afterAll(async () => {
  await close();
});

const provider = () => createPaystackProvider({ secretKey: fake.secretKey, publicKey: 'pk_test_fake', baseUrl });
const newReference = () => `LXP-${Date.now()}-ps${++counter}`;
const checkout = (reference: string, amountKobo = 1_234_550): InitializeInput => ({
  reference,
  amountKobo,
  email: 'ada@example.ng',
  customerName: 'Ada Obi',
  customerPhone: '08031234567',
  returnUrl: `http://oja.test/checkout/return?reference=${reference}`,
});
async function started(amountKobo?: number) {
  const reference = newReference();
  await provider().initialize(checkout(reference, amountKobo));
  return reference;
}

describe('Paystack initialize', () => {
  it('sends integer kobo, NGN, our reference and return URL, and returns what the popup needs', async () => {
    const reference = newReference();
    const result = await provider().initialize(checkout(reference));
    const txn = fake.transactions.get(reference)!;
    expect(result).toEqual({
      accessCode: txn.accessCode,
      authorizationUrl: `https://checkout.paystack.com/${txn.accessCode}`,
      publicKey: 'pk_test_fake',
    });
    const sent = fake.requests.findLast((r) => r.path === '/transaction/initialize')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      email: 'ada@example.ng',
      amount: 1_234_550,
      currency: 'NGN',
      reference,
      callback_url: `http://oja.test/checkout/return?reference=${reference}`,
      channels: ['card', 'bank', 'ussd', 'bank_transfer'],
      metadata: { cancel_action: `http://oja.test/checkout/return?reference=${reference}&status=cancelled` },
    });
  });

  it('returns an empty public key when none is configured', async () => {
    const withoutPublicKey = createPaystackProvider({ secretKey: fake.secretKey, publicKey: '', baseUrl });
    expect((await withoutPublicKey.initialize(checkout(newReference()))).publicKey).toBe('');
  });

  it('refuses a duplicate reference with Paystack’s message', async () => {
    const reference = await started();
    await expect(provider().initialize(checkout(reference))).rejects.toThrow(
      /Duplicate Transaction Reference \(duplicate_reference\)/,
    );
  });

  it('never sends a fractional or non-positive amount', async () => {
    await expect(provider().initialize(checkout(newReference(), 100.5))).rejects.toThrow(RangeError);
    await expect(provider().initialize(checkout(newReference(), 0))).rejects.toThrow(RangeError);
  });
});

describe('Paystack verify', () => {
  it('maps a paid transaction to success with Paystack’s amount, currency, reference and id', async () => {
    const reference = await started(500_000);
    const transactionId = fake.pay(reference);
    expect(await provider().verify(reference)).toEqual({
      status: 'success',
      reference,
      amountKobo: 500_000,
      currency: 'NGN',
      transactionId,
    });
  });

  it('reports the amount Paystack took, so a tampered amount is visible', async () => {
    const reference = await started(500_000);
    fake.pay(reference);
    fake.setAmount(reference, 50_000);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', amountKobo: 50_000 });
  });

  it.each([
    ['failed', 'failed'],
    ['abandoned', 'failed'],
    ['reversed', 'reversed'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
  ] as const)('maps Paystack status %s to %s', async (paystackStatus, ours) => {
    const reference = await started();
    (fake.transactions.get(reference)!.status as string) = paystackStatus;
    expect((await provider().verify(reference)).status).toBe(ours);
  });

  it('reads a transaction nobody has paid yet as failed: Paystack calls it abandoned (payments.md §7)', async () => {
    const reference = await started();
    expect(await provider().verify(reference)).toMatchObject({ status: 'failed', reference, amountKobo: 1_234_550 });
  });

  it('reports a declined card as failed', async () => {
    const reference = await started();
    fake.fail(reference);
    expect((await provider().verify(reference)).status).toBe('failed');
  });

  it('reports a reference Paystack never saw as failed', async () => {
    expect(await provider().verify('LXP-never-initialized')).toEqual({
      status: 'failed',
      reference: 'LXP-never-initialized',
      amountKobo: 0,
      currency: '',
      transactionId: '',
    });
  });

  it('escapes the reference in the path', async () => {
    await provider().verify('a/b?c');
    expect(fake.requests.at(-1)!.path).toBe('/transaction/verify/a%2Fb%3Fc');
  });

  it('a wrong secret key is an outage, never a failed payment', async () => {
    const reference = await started();
    const wrongKey = createPaystackProvider({ secretKey: 'sk_test_wrong', publicKey: '', baseUrl });
    const attempt = wrongKey.verify(reference);
    await expect(attempt).rejects.toThrow(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/refused the secret key \(HTTP 401\): Invalid key/);
    await expect(wrongKey.initialize(checkout(newReference()))).rejects.toThrow(ProviderUnavailableError);
  });

  it('never puts the secret key in an error', async () => {
    const wrongKey = createPaystackProvider({ secretKey: 'sk_test_wrong_and_secret', publicKey: '', baseUrl });
    const error = await wrongKey.verify('LXP-1').catch((e: unknown) => e as Error);
    expect(String(error)).not.toContain('sk_test_wrong_and_secret');
  });

  it('a 400 that is not "not found" (Paystack says "Invalid key" that way too) is an outage', async () => {
    const invalidKey: FetchLike = async () =>
      new Response(JSON.stringify({ status: false, message: 'Invalid key' }), { status: 400 });
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl, fetch: invalidKey });
    await expect(adapter.verify('LXP-1')).rejects.toThrow(ProviderUnavailableError);
  });

  it.each([
    ['a 5xx', async () => new Response(JSON.stringify({ status: false, message: 'Server error' }), { status: 502 })],
    ['a 429', async () => new Response('{}', { status: 429 })],
    ['an HTML page', async () => new Response('<html>Bad gateway</html>', { status: 200 })],
    ['an unexpected shape', async () => new Response(JSON.stringify({ status: true, data: { id: 1 } }))],
    [
      'no connection',
      async () => {
        throw new TypeError('fetch failed');
      },
    ],
  ] satisfies [string, FetchLike][])('%s is ProviderUnavailableError', async (_, reply) => {
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl, fetch: reply });
    await expect(adapter.verify('LXP-1')).rejects.toThrow(ProviderUnavailableError);
  });

  it('gives up after its timeout', async () => {
    const hangs: FetchLike = (_, init) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl, fetch: hangs, timeoutMs: 50 });
    await expect(adapter.verify('LXP-1')).rejects.toThrow(/no answer within 50 ms/);
  });

  it('cannot reach a closed port', async () => {
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl: 'http://127.0.0.1:9' });
    await expect(adapter.verify('LXP-1')).rejects.toThrow(/could not connect/);
  });
});

describe('Paystack webhooks', () => {
  it('accepts charge.success signed with the secret key', async () => {
    const reference = await started();
    const transactionId = fake.pay(reference);
    const { body, headers } = fake.signedWebhook(fake.chargeSuccessEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ reference, transactionId });
  });

  it('ignores other events once their signature holds', () => {
    const { body, headers } = fake.signedWebhook({ event: 'transfer.success', data: { reference: 'x' } });
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ ignored: 'transfer.success' });
  });

  it('ignores a signed body that is not JSON or not an event', () => {
    for (const payload of ['not json', '[]', JSON.stringify({ event: 'charge.success', data: {} })]) {
      const { body, headers } = fake.signedWebhook(payload);
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ ignored: 'malformed' });
    }
  });

  it('refuses a missing, forged or wrongly keyed signature', async () => {
    const reference = await started();
    fake.pay(reference);
    const { body } = fake.signedWebhook(fake.chargeSuccessEvent(reference));
    const attempts: Record<string, string>[] = [
      {},
      { 'x-paystack-signature': '' },
      { 'x-paystack-signature': 'f'.repeat(128) },
      { 'x-paystack-signature': signPaystackWebhook(body, 'sk_test_someone_else') },
    ];
    for (const headers of attempts) {
      expect(() => provider().parseWebhook(body, new Headers(headers))).toThrow(WebhookSignatureError);
    }
  });

  it('refuses a body that was re-serialised or altered after signing', async () => {
    const reference = await started();
    fake.pay(reference);
    const { body, headers } = fake.signedWebhook(fake.chargeSuccessEvent(reference));
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const altered = body.replace(reference, `${reference}X`);
    expect(() => provider().parseWebhook(reserialised, new Headers(headers))).toThrow(WebhookSignatureError);
    expect(() => provider().parseWebhook(altered, new Headers(headers))).toThrow(WebhookSignatureError);
  });
});

describe('Paystack refund', () => {
  it('refunds the amount in kobo by reference', async () => {
    const reference = await started(750_000);
    fake.pay(reference);
    await provider().refund({ reference, transactionId: null, amountKobo: 750_000 });
    expect(fake.refunds).toContainEqual({ reference, amount: 750_000 });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/refund',
      body: { transaction: reference, amount: 750_000 },
    });
    expect((await provider().verify(reference)).status).toBe('reversed');
  });

  it('throws when Paystack will not refund', async () => {
    const reference = await started();
    await expect(provider().refund({ reference, transactionId: null, amountKobo: 1_234_550 })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });
});
