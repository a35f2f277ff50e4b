import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from './fakes/fake-flutterwave.ts';
import { createFlutterwaveProvider, koboToNaira, nairaToKobo, signFlutterwaveWebhook } from './flutterwave.ts';
import { ProviderUnavailableError, WebhookSignatureError, type InitializeInput } from './payment-provider.ts';
import type { FetchLike } from './provider-http.ts';

const fake = createFakeFlutterwave();
let baseUrl: string;
let close: () => Promise<void>;
let counter = 0;

beforeAll(async () => {
  ({ baseUrl, close } = await fake.start());
});
afterAll(async () => {
  await close();
});

const provider = (overrides: { secretKey?: string; fetch?: FetchLike; timeoutMs?: number } = {}) =>
  createFlutterwaveProvider({
    secretKey: fake.secretKey,
    publicKey: 'FLWPUBK_TEST-fake-X',
    webhookHash: fake.webhookHash,
    baseUrl,
    ...overrides,
  });
const newReference = () => `LXP-${Date.now()}-fw${++counter}`;
const checkout = (reference: string, amountKobo = 1_234_567): InitializeInput => ({
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

describe('naira on the wire', () => {
  it('converts every kobo amount exactly, both ways', () => {
    for (const kobo of [1, 10, 99, 100, 1_234_567, 5_000_00, 999_999_999_99, 123_456_789_01]) {
      expect(nairaToKobo(JSON.parse(JSON.stringify(koboToNaira(kobo))) as number)).toBe(kobo);
    }
    expect(JSON.stringify(koboToNaira(1_234_567))).toBe('12345.67');
    expect(nairaToKobo(0.1 + 0.2)).toBe(30);
  });
});

describe('Flutterwave initialize', () => {
  it('sends naira, our tx_ref, return URL and customer, and returns the hosted link', async () => {
    const reference = newReference();
    const result = await provider().initialize(checkout(reference));
    expect(result).toEqual({ link: fake.checkouts.get(reference)!.link });
    expect(result.link).toMatch(/^https:\/\/checkout\.flutterwave\.com\/v3\/hosted\/pay\//);
    const sent = fake.requests.findLast((r) => r.path === '/v3/payments')!;
    expect(sent.method).toBe('POST');
    expect(sent.body).toEqual({
      tx_ref: reference,
      amount: 12_345.67,
      currency: 'NGN',
      redirect_url: `http://oja.test/checkout/return?reference=${reference}`,
      payment_options: 'card, banktransfer, ussd',
      customer: { email: 'ada@example.ng', name: 'Ada Obi', phonenumber: '08031234567' },
      customizations: { title: 'Oja' },
    });
  });

  it('never sends a fractional kobo or non-positive amount', async () => {
    await expect(provider().initialize(checkout(newReference(), 10.5))).rejects.toThrow(RangeError);
    await expect(provider().initialize(checkout(newReference(), -100))).rejects.toThrow(RangeError);
  });

  it('a wrong secret key is ProviderUnavailableError with Flutterwave’s words', async () => {
    const attempt = provider({ secretKey: 'FLWSECK_TEST-wrong-X' }).initialize(checkout(newReference()));
    await expect(attempt).rejects.toThrow(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/refused the secret key \(HTTP 401\): Invalid authorization key/);
  });
});

describe('Flutterwave verify', () => {
  it('by transaction id: success, kobo, currency, tx_ref and id', async () => {
    const reference = await started(500_050);
    const transactionId = fake.pay(reference);
    expect(await provider().verify(reference, transactionId)).toEqual({
      status: 'success',
      reference,
      amountKobo: 500_050,
      currency: 'NGN',
      transactionId,
    });
    expect(fake.requests.at(-1)!.path).toBe(`/v3/transactions/${transactionId}/verify`);
  });

  it('by reference when there is no transaction id', async () => {
    const reference = await started(500_050);
    const transactionId = fake.pay(reference);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', transactionId, amountKobo: 500_050 });
    expect(fake.requests.at(-1)!.path).toBe(
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
  });

  it('a transaction id from the browser that belongs to another payment is not believed', async () => {
    const mine = await started(500_000);
    const theirs = await started(900_000);
    const theirId = fake.pay(theirs);
    fake.fail(mine);
    const result = await provider().verify(mine, theirId);
    expect(result).toMatchObject({ status: 'failed', reference: mine, amountKobo: 500_000 });
    expect(result.transactionId).not.toBe(theirId);
  });

  it('a transaction id Flutterwave does not know falls back to the reference', async () => {
    const reference = await started();
    const transactionId = fake.pay(reference);
    expect(await provider().verify(reference, '999')).toMatchObject({ status: 'success', transactionId });
  });

  it('reports the amount Flutterwave took, so a tampered amount is visible', async () => {
    const reference = await started(500_000);
    const transactionId = fake.pay(reference);
    fake.setAmount(reference, 100);
    expect(await provider().verify(reference, transactionId)).toMatchObject({ status: 'success', amountKobo: 100 });
  });

  it('maps failed to failed and anything else to pending', async () => {
    const declined = await started();
    fake.fail(declined);
    expect((await provider().verify(declined)).status).toBe('failed');
    const waiting = await started();
    fake.pay(waiting);
    fake.transactions.get(waiting)!.status = 'pending';
    expect((await provider().verify(waiting)).status).toBe('pending');
  });

  it('a checkout nobody has tried to pay yet is pending, not failed', async () => {
    const reference = await started();
    expect(await provider().verify(reference)).toEqual({
      status: 'pending',
      reference,
      amountKobo: 0,
      currency: '',
      transactionId: '',
    });
  });

  it('a wrong secret key, a 5xx or no connection is ProviderUnavailableError', async () => {
    const reference = await started();
    await expect(provider({ secretKey: 'FLWSECK_TEST-wrong-X' }).verify(reference)).rejects.toThrow(
      ProviderUnavailableError,
    );
    const outage: FetchLike = async () => new Response('upstream timed out', { status: 504 });
    await expect(provider({ fetch: outage }).verify(reference)).rejects.toThrow(ProviderUnavailableError);
    const offline = createFlutterwaveProvider({
      secretKey: 'x',
      publicKey: '',
      webhookHash: 'h',
      baseUrl: 'http://127.0.0.1:9/v3',
    });
    await expect(offline.verify(reference)).rejects.toThrow(/could not connect/);
  });

  it('gives up after its timeout', async () => {
    const hangs: FetchLike = (_, init) =>
      new Promise((_resolve, reject) => init.signal!.addEventListener('abort', () => reject(init.signal!.reason)));
    await expect(provider({ fetch: hangs, timeoutMs: 50 }).verify('LXP-1', '1')).rejects.toThrow(
      /no answer within 50 ms/,
    );
  });
});

describe('Flutterwave webhooks', () => {
  it('accepts a v3 charge.completed with the verif-hash header', async () => {
    const reference = await started();
    const transactionId = fake.pay(reference);
    const { body, headers } = fake.signedWebhook(fake.chargeCompletedEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ reference, transactionId });
  });

  it('accepts the legacy flat payload', async () => {
    const reference = await started();
    const transactionId = fake.pay(reference);
    const { body, headers } = fake.signedWebhook(fake.legacyChargeEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ reference, transactionId });
  });

  it('accepts flutterwave-signature as the hash itself or as base64 HMAC-SHA256 of the body', async () => {
    const reference = await started();
    const transactionId = fake.pay(reference);
    for (const style of ['signature-hash', 'signature-hmac'] as const) {
      const { body, headers } = fake.signedWebhook(fake.chargeCompletedEvent(reference), style);
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ reference, transactionId });
    }
  });

  it('ignores other events and malformed bodies once the hash holds', () => {
    const transfer = fake.signedWebhook({ event: 'transfer.completed', data: { id: 1, reference: 'x' } });
    expect(provider().parseWebhook(transfer.body, new Headers(transfer.headers))).toEqual({
      ignored: 'transfer.completed',
    });
    for (const payload of ['not json', '{}', JSON.stringify({ event: 'charge.completed', data: {} })]) {
      const { body, headers } = fake.signedWebhook(payload);
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ ignored: 'malformed' });
    }
  });

  it('refuses a missing or forged hash or signature', async () => {
    const reference = await started();
    fake.pay(reference);
    const { body } = fake.signedWebhook(fake.chargeCompletedEvent(reference));
    const attempts: Record<string, string>[] = [
      {},
      { 'verif-hash': '' },
      { 'verif-hash': 'guess' },
      { 'verif-hash': `${fake.webhookHash}x` },
      { 'flutterwave-signature': 'guess' },
      { 'flutterwave-signature': signFlutterwaveWebhook(body, 'someone else’s hash') },
      // The secret key is not the webhook hash.
      { 'verif-hash': fake.secretKey },
    ];
    for (const headers of attempts) {
      expect(() => provider().parseWebhook(body, new Headers(headers))).toThrow(WebhookSignatureError);
    }
  });

  it('refuses an HMAC signature over a body that was re-serialised or altered', async () => {
    const reference = await started();
    fake.pay(reference);
    const { body, headers } = fake.signedWebhook(fake.chargeCompletedEvent(reference), 'signature-hmac');
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const altered = body.replace(reference, `${reference}X`);
    expect(() => provider().parseWebhook(reserialised, new Headers(headers))).toThrow(WebhookSignatureError);
    expect(() => provider().parseWebhook(altered, new Headers(headers))).toThrow(WebhookSignatureError);
  });
});

describe('Flutterwave refund', () => {
  it('refunds the amount in naira by transaction id', async () => {
    const reference = await started(750_025);
    const transactionId = fake.pay(reference);
    await provider().refund({ reference, transactionId, amountKobo: 750_025 });
    expect(fake.refunds).toContainEqual({ reference, transactionId, amount: 7_500.25 });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v3/transactions/${transactionId}/refund`,
      body: { amount: 7_500.25 },
    });
  });

  it('needs the transaction id', async () => {
    const reference = await started();
    await expect(provider().refund({ reference, transactionId: null, amountKobo: 100 })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });

  it('throws when Flutterwave will not refund', async () => {
    const reference = await started();
    const transactionId = fake.fail(reference);
    await expect(provider().refund({ reference, transactionId, amountKobo: 1_234_567 })).rejects.toThrow(
      ProviderUnavailableError,
    );
  });
});
