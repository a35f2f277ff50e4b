import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import { createFlutterwaveProvider } from './flutterwave.ts';
import { koboToNaira, nairaToKobo } from '../../../shared/money.ts';
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
afterEach(() => {
  fake.up();
  fake.passFeesToCustomer(false);
  fake.refundsStartAs('completed');
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
const checkout = (reference: string, amountKobo = 1_234_567, sessionMinutes = 30): InitializeInput => ({
  reference,
  amountKobo,
  email: 'ada@example.ng',
  customerName: 'Ada Obi',
  customerPhone: '08031234567',
  returnUrl: `http://oja.test/checkout/return?reference=${reference}`,
  sessionMinutes,
});
async function started(amountKobo?: number) {
  const reference = newReference();
  await provider().initialize(checkout(reference, amountKobo));
  return reference;
}
async function paid(amountKobo?: number) {
  const reference = await started(amountKobo);
  const transactionId = fake.pay(reference);
  return { reference, transactionId };
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
  it('sends naira, our tx_ref, return URL, customer and Oja’s expiry as the session, and returns the hosted link', async () => {
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
      session_duration: 30,
      configurations: { session_duration: 30 },
    });
    expect(fake.checkouts.get(reference)!.sessionDuration).toBe(30);
  });

  it('keeps the session within Flutterwave’s 1 to 1440 minutes', async () => {
    const long = newReference();
    await provider().initialize(checkout(long, 100_000, 2 * 24 * 60));
    expect(fake.checkouts.get(long)!.sessionDuration).toBe(1440);
    const short = newReference();
    await provider().initialize(checkout(short, 100_000, 0.5));
    expect(fake.checkouts.get(short)!.sessionDuration).toBe(1);
  });

  it('never sends a fractional kobo or non-positive amount', async () => {
    await expect(provider().initialize(checkout(newReference(), 10.5))).rejects.toThrow(RangeError);
    await expect(provider().initialize(checkout(newReference(), -100))).rejects.toThrow(RangeError);
  });

  it('never sends a session that is not a positive number of minutes', async () => {
    await expect(provider().initialize(checkout(newReference(), 100_000, 0))).rejects.toThrow(RangeError);
    await expect(provider().initialize(checkout(newReference(), 100_000, Number.NaN))).rejects.toThrow(RangeError);
  });

  it('a wrong secret key is ProviderUnavailableError with Flutterwave’s words', async () => {
    const attempt = provider({ secretKey: 'FLWSECK_TEST-wrong-X' }).initialize(checkout(newReference()));
    await expect(attempt).rejects.toThrow(ProviderUnavailableError);
    await expect(attempt).rejects.toThrow(/refused the secret key \(HTTP 401\): Invalid authorization key/);
  });
});

describe('Flutterwave verify', () => {
  it('by transaction id: success, kobo, fee, currency, tx_ref and id', async () => {
    const { reference, transactionId } = await paid(500_050);
    expect(await provider().verify(reference, transactionId)).toEqual({
      status: 'success',
      providerStatus: 'successful',
      reference,
      amountKobo: 500_050,
      feesKobo: 7_001,
      currency: 'NGN',
      transactionId,
    });
    expect(fake.requests.at(-1)!.path).toBe(`/v3/transactions/${transactionId}/verify`);
  });

  it('by reference when there is no transaction id', async () => {
    const { reference, transactionId } = await paid(500_050);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', transactionId, amountKobo: 500_050 });
    expect(fake.requests.at(-1)!.path).toBe(
      `/v3/transactions/verify_by_reference?tx_ref=${encodeURIComponent(reference)}`,
    );
  });

  it('with the fee borne by the customer, reports amount (what was asked), not charged_amount', async () => {
    fake.passFeesToCustomer();
    const { reference, transactionId } = await paid(500_000);
    const result = await provider().verify(reference, transactionId);
    expect(result).toMatchObject({ status: 'success', amountKobo: 500_000, feesKobo: 7_000 });
  });

  it('takes the fee from charged_amount − amount when app_fee is absent', async () => {
    const noAppFee: FetchLike = async () =>
      Response.json({
        status: 'success',
        message: 'Transaction fetched successfully',
        data: { id: 9, tx_ref: 'LXP-1', status: 'successful', amount: 100, charged_amount: 101.4, currency: 'NGN' },
      });
    expect(await provider({ fetch: noAppFee }).verify('LXP-1', '9')).toMatchObject({
      amountKobo: 10_000,
      feesKobo: 140,
    });
  });

  it('reports a larger amount as it is: settlement accepts at least the expected amount', async () => {
    const { reference, transactionId } = await paid(500_000);
    fake.setAmount(reference, 650_000);
    expect(await provider().verify(reference, transactionId)).toMatchObject({ status: 'success', amountKobo: 650_000 });
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
    const { reference, transactionId } = await paid();
    expect(await provider().verify(reference, '999')).toMatchObject({ status: 'success', transactionId });
  });

  it('reports the amount Flutterwave says was asked for, so a tampered amount is visible', async () => {
    const { reference, transactionId } = await paid(500_000);
    fake.setAmount(reference, 100);
    expect(await provider().verify(reference, transactionId)).toMatchObject({ status: 'success', amountKobo: 100 });
  });

  it('maps failed to failed and a transfer still on its way to pending, then success', async () => {
    const declined = await started();
    fake.fail(declined);
    expect(await provider().verify(declined)).toMatchObject({ status: 'failed', providerStatus: 'failed' });
    const transfer = await started();
    fake.awaitTransfer(transfer);
    expect(await provider().verify(transfer)).toMatchObject({ status: 'pending', providerStatus: 'pending' });
    fake.pay(transfer);
    expect(await provider().verify(transfer)).toMatchObject({ status: 'success' });
  });

  it('a checkout nobody has tried to pay yet is pending, not failed', async () => {
    const reference = await started();
    expect(await provider().verify(reference)).toEqual({
      status: 'pending',
      providerStatus: 'No transaction was found for this id',
      reference,
      amountKobo: 0,
      feesKobo: 0,
      currency: '',
      transactionId: '',
    });
  });

  it.each(['unavailable', 'reset'] as const)(
    'a verify endpoint that is down (%s) is ProviderUnavailableError until it is back',
    async (how) => {
      const { reference, transactionId } = await paid();
      fake.down('verify', how);
      await expect(provider().verify(reference, transactionId)).rejects.toThrow(ProviderUnavailableError);
      await expect(provider().verify(reference)).rejects.toThrow(ProviderUnavailableError);
      fake.up('verify');
      expect((await provider().verify(reference, transactionId)).status).toBe('success');
    },
  );

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
  it('accepts a v3 charge.completed with the verif-hash header as a charge notice', async () => {
    const { reference, transactionId } = await paid();
    const { body, headers } = fake.signedWebhook(fake.chargeCompletedEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'charge', reference, transactionId });
  });

  it('accepts the legacy flat payload', async () => {
    const { reference, transactionId } = await paid();
    const { body, headers } = fake.signedWebhook(fake.legacyChargeEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'charge', reference, transactionId });
  });

  it('accepts flutterwave-signature as the hash itself or as base64 HMAC-SHA256 of the body', async () => {
    const { reference, transactionId } = await paid();
    for (const style of ['signature-hash', 'signature-hmac'] as const) {
      const { body, headers } = fake.signedWebhook(fake.chargeCompletedEvent(reference), style);
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'charge', reference, transactionId });
    }
  });

  it('reports a v4-shaped webhook as unsupported instead of dropping it', async () => {
    const { reference } = await paid();
    const { body, headers } = fake.signedWebhook(fake.v4ChargeCompletedEvent(reference), 'signature-hmac');
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({
      ignored: 'flutterwave-v4',
      unsupported: true,
    });
  });

  it('ignores other events and malformed bodies once the hash holds', () => {
    const other = fake.signedWebhook({ event: 'subscription.cancelled', data: { id: 1 } });
    expect(provider().parseWebhook(other.body, new Headers(other.headers))).toEqual({
      ignored: 'subscription.cancelled',
    });
    // A payout's transfer.completed is a transfer notice (decision 0018).
    const transfer = fake.signedWebhook({ event: 'transfer.completed', data: { id: 1, reference: 'x' } });
    expect(provider().parseWebhook(transfer.body, new Headers(transfer.headers))).toEqual({
      kind: 'transfer',
      reference: 'x',
      transferId: '1',
    });
    for (const payload of ['not json', '{}', JSON.stringify({ event: 'charge.completed', data: {} })]) {
      const { body, headers } = fake.signedWebhook(payload);
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ ignored: 'malformed' });
    }
  });

  it('refuses a missing or forged hash or signature', async () => {
    const { reference } = await paid();
    const { body } = fake.signedWebhook(fake.chargeCompletedEvent(reference));
    const someoneElse = createFakeFlutterwave({ webhookHash: 'someone else’s hash' });
    const attempts: Record<string, string>[] = [
      {},
      { 'verif-hash': '' },
      { 'verif-hash': 'guess' },
      { 'verif-hash': `${fake.webhookHash}x` },
      { 'flutterwave-signature': 'guess' },
      someoneElse.signedWebhook(body, 'signature-hmac').headers,
      // The secret key is not the webhook hash.
      { 'verif-hash': fake.secretKey },
    ];
    for (const headers of attempts) {
      expect(() => provider().parseWebhook(body, new Headers(headers))).toThrow(WebhookSignatureError);
    }
  });

  it('refuses an HMAC signature over a body that was re-serialised or altered', async () => {
    const { reference } = await paid();
    const { body, headers } = fake.signedWebhook(fake.chargeCompletedEvent(reference), 'signature-hmac');
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const altered = body.replace(reference, `${reference}X`);
    expect(() => provider().parseWebhook(reserialised, new Headers(headers))).toThrow(WebhookSignatureError);
    expect(() => provider().parseWebhook(altered, new Headers(headers))).toThrow(WebhookSignatureError);
  });
});

describe('Flutterwave refund', () => {
  it('asks for the amount in naira by transaction id, with Oja’s refund id as the comments', async () => {
    const { reference, transactionId } = await paid(750_025);
    const refund = await provider().refund({ reference, transactionId, amountKobo: 750_025, refundId: 'rf_01' });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: `/v3/transactions/${transactionId}/refund`,
      body: { amount: 7_500.25, comments: 'oja-refund:rf_01' },
    });
    expect(refund).toEqual({
      providerRefundId: String(fake.refunds.at(-1)!.id),
      amountKobo: 750_025,
      status: 'processed',
      providerStatus: 'completed',
      note: 'oja-refund:rf_01',
    });
  });

  it('a pending refund is pending, is found again by its note, then processed or failed', async () => {
    fake.refundsStartAs('pending');
    for (const [outcome, ours] of [
      ['completed', 'processed'],
      ['failed', 'failed'],
    ] as const) {
      const { reference, transactionId } = await paid(200_000);
      const refund = await provider().refund({
        reference,
        transactionId,
        amountKobo: 200_000,
        refundId: `rf_${outcome}`,
      });
      expect(refund).toMatchObject({ status: 'pending', providerStatus: 'pending' });
      expect(await provider().listRefunds({ reference, transactionId })).toEqual([refund]);
      expect(fake.requests.at(-1)!.path).toBe(`/v3/refunds?id=${transactionId}&page=1`);
      fake.settleRefund(reference, outcome);
      expect(await provider().listRefunds({ reference, transactionId })).toEqual([
        { ...refund, status: ours, providerStatus: outcome },
      ]);
    }
  });

  it('an answer lost after Flutterwave took the refund: the retry’s list finds it, nothing is sent twice', async () => {
    const { reference, transactionId } = await paid(500_000);
    fake.dropConnectionAfterNextRefund();
    await expect(
      provider().refund({ reference, transactionId, amountKobo: 500_000, refundId: 'rf_02' }),
    ).rejects.toThrow(ProviderUnavailableError);
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    expect(await provider().listRefunds({ reference, transactionId })).toMatchObject([
      { amountKobo: 500_000, note: 'oja-refund:rf_02' },
    ]);
  });

  it('lists by the transaction id it learns from verify when Oja has none', async () => {
    const { reference, transactionId } = await paid(300_000);
    await provider().refund({ reference, transactionId, amountKobo: 100_000, refundId: 'rf_03' });
    expect(await provider().listRefunds({ reference, transactionId: null })).toMatchObject([
      { amountKobo: 100_000, note: 'oja-refund:rf_03' },
    ]);
    const unpaid = await started();
    expect(await provider().listRefunds({ reference: unpaid, transactionId: null })).toEqual([]);
  });

  it('keeps only the transaction’s own refunds and reads every page', async () => {
    const pages: FetchLike = async (url) => {
      const page = Number(new URL(url).searchParams.get('page'));
      return Response.json({
        status: 'success',
        message: 'Refunds fetched',
        meta: { page_info: { total: 4, current_page: page, total_pages: 2, page_size: 2 } },
        data: [
          { id: page * 10, amount_refunded: 1, status: 'completed', comment: `mine-${page}`, transaction_id: 5 },
          { id: page * 10 + 1, amount_refunded: 1, status: 'completed', comment: 'theirs', transaction_id: 6 },
        ],
      });
    };
    const listed = await provider({ fetch: pages }).listRefunds({ reference: 'LXP-1', transactionId: '5' });
    expect(listed.map((r) => r.note)).toEqual(['mine-1', 'mine-2']);
  });

  it('needs the transaction id', async () => {
    const reference = await started();
    await expect(
      provider().refund({ reference, transactionId: null, amountKobo: 100, refundId: 'rf_04' }),
    ).rejects.toThrow(ProviderUnavailableError);
  });

  it('a refund Flutterwave refuses (4xx status error) is a refusal with its words, not an outage', async () => {
    const reference = await started();
    const transactionId = fake.fail(reference);
    await expect(
      provider().refund({ reference, transactionId, amountKobo: 1_234_567, refundId: 'rf_05' }),
    ).rejects.toMatchObject({
      name: 'RefundRefusedError',
      providerMessage: 'Only successful transactions can be refunded',
    });
  });

  it('finds one refund by its id in the transaction’s list (v3 documents no Get-a-refund)', async () => {
    const { reference, transactionId } = await paid();
    const sent = await provider().refund({ reference, transactionId, amountKobo: 100_000, refundId: 'rf_06' });
    expect(await provider().fetchRefund(sent.providerRefundId, { reference, transactionId })).toEqual(sent);
    expect(await provider().fetchRefund('1', { reference, transactionId })).toBeNull();
  });
});
