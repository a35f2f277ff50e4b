import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import {
  ProviderUnavailableError,
  RefundRefusedError,
  WebhookSignatureError,
  type InitializeInput,
} from './payment-provider.ts';
import { createPaystackProvider } from './paystack.ts';
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
afterEach(() => {
  fake.up();
  fake.passFeesToCustomer(false);
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
  sessionMinutes: 30,
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
  it('maps a paid transaction to success with the requested amount, fees, currency, reference and id', async () => {
    const { reference, transactionId } = await paid(500_000);
    expect(await provider().verify(reference)).toEqual({
      status: 'success',
      providerStatus: 'success',
      reference,
      amountKobo: 500_000,
      feesKobo: 17_500,
      currency: 'NGN',
      transactionId,
    });
  });

  it('with fees passed to the customer, reports requested_amount, not the larger amount charged', async () => {
    fake.passFeesToCustomer();
    const { reference } = await paid(500_000);
    expect(fake.transactions.get(reference)).toMatchObject({ requestedAmount: 500_000, amount: 517_500 });
    expect(await provider().verify(reference)).toMatchObject({
      status: 'success',
      amountKobo: 500_000,
      feesKobo: 17_500,
    });
  });

  it('falls back to amount when Paystack sends no requested_amount', async () => {
    const withoutRequestedAmount: FetchLike = async () =>
      Response.json({
        status: true,
        message: 'Verification successful',
        data: { id: 7, status: 'success', reference: 'LXP-1', amount: 250_000, fees: null, currency: 'NGN' },
      });
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl, fetch: withoutRequestedAmount });
    expect(await adapter.verify('LXP-1')).toMatchObject({ amountKobo: 250_000, feesKobo: 0 });
  });

  it('reports the amount Paystack says was asked for, so a tampered amount is visible', async () => {
    const { reference } = await paid(500_000);
    fake.setAmount(reference, 50_000);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', amountKobo: 50_000 });
  });

  it('reports a larger amount as it is: settlement, not the adapter, decides that at least enough is enough', async () => {
    const { reference } = await paid(500_000);
    fake.setAmount(reference, 600_000);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', amountKobo: 600_000 });
  });

  it.each([
    ['failed', 'failed'],
    ['abandoned', 'failed'],
    ['reversed', 'reversed'],
    ['ongoing', 'pending'],
    ['pending', 'pending'],
    ['processing', 'pending'],
    ['queued', 'pending'],
  ] as const)('maps Paystack status %s to %s and keeps Paystack’s word', async (paystackStatus, ours) => {
    const reference = await started();
    fake.setStatus(reference, paystackStatus);
    expect(await provider().verify(reference)).toMatchObject({ status: ours, providerStatus: paystackStatus });
  });

  it('a transfer that stays ongoing is pending, then success once it arrives', async () => {
    const reference = await started(300_000);
    fake.awaitTransfer(reference);
    expect(await provider().verify(reference)).toMatchObject({ status: 'pending', providerStatus: 'ongoing' });
    fake.pay(reference);
    expect(await provider().verify(reference)).toMatchObject({ status: 'success', amountKobo: 300_000 });
  });

  it('reads a transaction nobody has paid yet (abandoned) as failed', async () => {
    const reference = await started();
    expect(await provider().verify(reference)).toMatchObject({
      status: 'failed',
      providerStatus: 'abandoned',
      reference,
      amountKobo: 1_234_550,
      feesKobo: 0,
    });
  });

  it('reports a declined card as failed', async () => {
    const reference = await started();
    fake.fail(reference);
    expect((await provider().verify(reference)).status).toBe('failed');
  });

  it('reports a reference Paystack never saw as failed, in Paystack’s words', async () => {
    expect(await provider().verify('LXP-never-initialized')).toEqual({
      status: 'failed',
      providerStatus: 'Transaction reference not found',
      reference: 'LXP-never-initialized',
      amountKobo: 0,
      feesKobo: 0,
      currency: '',
      transactionId: '',
    });
  });

  it('escapes the reference in the path', async () => {
    await provider().verify('a/b?c');
    expect(fake.requests.at(-1)!.path).toBe('/transaction/verify/a%2Fb%3Fc');
  });

  it.each(['unavailable', 'reset'] as const)(
    'a verify endpoint that is down (%s) is ProviderUnavailableError until it is back',
    async (how) => {
      const { reference } = await paid();
      fake.down('verify', how);
      await expect(provider().verify(reference)).rejects.toThrow(ProviderUnavailableError);
      await expect(provider().verify(reference)).rejects.toThrow(ProviderUnavailableError);
      fake.up('verify');
      expect((await provider().verify(reference)).status).toBe('success');
    },
  );

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
  it('accepts charge.success signed with the secret key as a charge notice', async () => {
    const { reference, transactionId } = await paid();
    const { body, headers } = fake.signedWebhook(fake.chargeSuccessEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'charge', reference, transactionId });
  });

  it.each(['processing', 'processed', 'failed', 'needs-attention'] as const)(
    'accepts refund.%s as a refund notice for the transaction’s reference',
    async (outcome) => {
      const { reference, transactionId } = await paid(200_000);
      await provider().refund({ reference, transactionId, amountKobo: 200_000, refundId: 'r-1' });
      const { body, headers } = fake.settleRefund(reference, outcome);
      expect(JSON.parse(body)).toMatchObject({ event: `refund.${outcome}` });
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'refund', reference });
    },
  );

  it('accepts refund.pending, sent when the refund is queued', async () => {
    const { reference, transactionId } = await paid(200_000);
    await provider().refund({ reference, transactionId, amountKobo: 200_000, refundId: 'r-2' });
    const { body, headers } = fake.signedWebhook(fake.refundEvent(reference));
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'refund', reference });
  });

  it('ignores other events once their signature holds', () => {
    const { body, headers } = fake.signedWebhook({ event: 'subscription.create', data: { reference: 'x' } });
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ ignored: 'subscription.create' });
  });

  it('a transfer event is a transfer notice for its reference (decision 0018)', () => {
    const { body, headers } = fake.signedWebhook({ event: 'transfer.success', data: { reference: 'x' } });
    expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ kind: 'transfer', reference: 'x' });
  });

  it('ignores a signed body that is not JSON or not an event', () => {
    for (const payload of [
      'not json',
      '[]',
      JSON.stringify({ event: 'charge.success', data: {} }),
      JSON.stringify({ event: 'refund.processed', data: { status: 'processed' } }),
    ]) {
      const { body, headers } = fake.signedWebhook(payload);
      expect(provider().parseWebhook(body, new Headers(headers))).toEqual({ ignored: 'malformed' });
    }
  });

  it('refuses a missing, forged or wrongly keyed signature', async () => {
    const { reference } = await paid();
    const { body } = fake.signedWebhook(fake.chargeSuccessEvent(reference));
    const attempts: Record<string, string>[] = [
      {},
      { 'x-paystack-signature': '' },
      { 'x-paystack-signature': 'f'.repeat(128) },
      fake.signedWebhook(body, 'sk_test_someone_else').headers,
    ];
    for (const headers of attempts) {
      expect(() => provider().parseWebhook(body, new Headers(headers))).toThrow(WebhookSignatureError);
    }
  });

  it('refuses a body that was re-serialised or altered after signing', async () => {
    const { reference } = await paid();
    const { body, headers } = fake.signedWebhook(fake.chargeSuccessEvent(reference));
    const reserialised = JSON.stringify(JSON.parse(body), null, 2);
    const altered = body.replace(reference, `${reference}X`);
    expect(() => provider().parseWebhook(reserialised, new Headers(headers))).toThrow(WebhookSignatureError);
    expect(() => provider().parseWebhook(altered, new Headers(headers))).toThrow(WebhookSignatureError);
  });
});

describe('Paystack refund', () => {
  it('asks for the amount in kobo by reference, with Oja’s refund id as the merchant note', async () => {
    const { reference, transactionId } = await paid(750_000);
    await provider().refund({ reference, transactionId, amountKobo: 750_000, refundId: 'rf_01' });
    expect(fake.requests.at(-1)).toEqual({
      method: 'POST',
      path: '/refund',
      body: { transaction: reference, amount: 750_000, merchant_note: 'oja-refund:rf_01' },
    });
  });

  it('a queued refund is pending, not done: Paystack answers "Refund has been queued for processing"', async () => {
    const { reference, transactionId } = await paid(750_000);
    const refund = await provider().refund({ reference, transactionId, amountKobo: 750_000, refundId: 'rf_02' });
    expect(refund).toEqual({
      providerRefundId: String(fake.refunds.at(-1)!.id),
      amountKobo: 750_000,
      status: 'pending',
      providerStatus: 'pending',
      note: 'oja-refund:rf_02',
    });
  });

  it('a pending refund is found again by its note, then processed', async () => {
    const { reference, transactionId } = await paid(400_000);
    const refund = await provider().refund({ reference, transactionId, amountKobo: 400_000, refundId: 'rf_03' });
    const listed = await provider().listRefunds({ reference, transactionId });
    expect(listed).toEqual([refund]);
    expect(fake.requests.at(-1)!.path).toBe(`/refund?transaction=${transactionId}&perPage=100&page=1`);
    fake.settleRefund(reference, 'processed');
    expect(await provider().listRefunds({ reference, transactionId })).toEqual([
      { ...refund, status: 'processed', providerStatus: 'processed' },
    ]);
  });

  it.each([
    ['processing', 'pending'],
    ['failed', 'failed'],
    ['needs-attention', 'needs_attention'],
  ] as const)('a refund Paystack reports %s is %s, with Paystack’s word kept', async (outcome, ours) => {
    const { reference, transactionId } = await paid(400_000);
    await provider().refund({ reference, transactionId, amountKobo: 400_000, refundId: `rf_${outcome}` });
    fake.settleRefund(reference, outcome);
    expect(await provider().listRefunds({ reference, transactionId })).toMatchObject([
      { status: ours, providerStatus: outcome, note: `oja-refund:rf_${outcome}` },
    ]);
  });

  it('a failed refund gives the transaction back its success', async () => {
    const { reference, transactionId } = await paid(400_000);
    await provider().refund({ reference, transactionId, amountKobo: 400_000, refundId: 'rf_04' });
    expect((await provider().verify(reference)).status).toBe('reversed');
    fake.settleRefund(reference, 'failed');
    expect((await provider().verify(reference)).status).toBe('success');
  });

  it('an answer lost after Paystack took the refund: the retry’s list finds it, nothing is sent twice', async () => {
    const { reference, transactionId } = await paid(500_000);
    fake.dropConnectionAfterNextRefund();
    const lost = provider().refund({ reference, transactionId, amountKobo: 500_000, refundId: 'rf_05' });
    await expect(lost).rejects.toThrow(ProviderUnavailableError);
    await expect(lost).rejects.toThrow(
      'Paystack POST /refund: the connection dropped before an answer (the request may have been received)',
    );
    expect(fake.refunds.filter((r) => r.reference === reference)).toHaveLength(1);
    const listed = await provider().listRefunds({ reference, transactionId });
    expect(listed).toMatchObject([{ amountKobo: 500_000, status: 'pending', note: 'oja-refund:rf_05' }]);
  });

  it('lists by the transaction id it learns from verify when Oja has none', async () => {
    const { reference } = await paid(300_000);
    await provider().refund({ reference, transactionId: null, amountKobo: 100_000, refundId: 'rf_06' });
    expect(await provider().listRefunds({ reference, transactionId: null })).toMatchObject([
      { amountKobo: 100_000, note: 'oja-refund:rf_06' },
    ]);
    expect(await provider().listRefunds({ reference: 'LXP-never-initialized', transactionId: null })).toEqual([]);
  });

  it('keeps only the payment’s own refunds when Paystack lists others', async () => {
    const list: FetchLike = async () =>
      Response.json({
        status: true,
        message: 'Refunds retrieved',
        data: [
          { id: 1, transaction: 111, amount: 100, status: 'processed', merchant_note: 'oja-refund:mine' },
          { id: 2, transaction: 222, amount: 100, status: 'pending', merchant_note: 'oja-refund:theirs' },
        ],
        meta: { total: 2, skipped: 0, perPage: 100, page: 1, pageCount: 1 },
      });
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl, fetch: list });
    expect(await adapter.listRefunds({ reference: 'LXP-1', transactionId: '111' })).toEqual([
      {
        providerRefundId: '1',
        amountKobo: 100,
        status: 'processed',
        providerStatus: 'processed',
        note: 'oja-refund:mine',
      },
    ]);
  });

  it('reads every page of the list', async () => {
    const pages: FetchLike = async (url) => {
      const page = Number(new URL(url).searchParams.get('page'));
      return Response.json({
        status: true,
        message: 'Refunds retrieved',
        data: [{ id: page, transaction: 9, amount: 100, status: 'pending', merchant_note: `note-${page}` }],
        meta: { total: 3, skipped: page - 1, perPage: 1, page, pageCount: 3 },
      });
    };
    const adapter = createPaystackProvider({ secretKey: 'sk', publicKey: '', baseUrl, fetch: pages });
    const listed = await adapter.listRefunds({ reference: 'LXP-1', transactionId: '9' });
    expect(listed.map((r) => r.note)).toEqual(['note-1', 'note-2', 'note-3']);
  });

  it('a refund endpoint that is down is ProviderUnavailableError, and no refund was taken', async () => {
    const { reference, transactionId } = await paid(100_000);
    fake.down('refund');
    await expect(
      provider().refund({ reference, transactionId, amountKobo: 100_000, refundId: 'rf_07' }),
    ).rejects.toThrow(ProviderUnavailableError);
    expect(fake.refunds.filter((r) => r.reference === reference)).toEqual([]);
  });

  it('a refund Paystack refuses (400 validation_error) is a refusal with Paystack’s words, not an outage', async () => {
    const reference = await started();
    const refused = provider().refund({ reference, transactionId: null, amountKobo: 1_234_550, refundId: 'rf_08' });
    await expect(refused).rejects.toThrow(RefundRefusedError);
    await expect(refused).rejects.toMatchObject({ providerMessage: 'Transaction has not been completed' });
  });

  it('a second refund of a fully reversed transaction is refused with Paystack’s words', async () => {
    const { reference, transactionId } = await paid(300_000);
    await provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_09' });
    await expect(
      provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_10' }),
    ).rejects.toMatchObject({ name: 'RefundRefusedError', providerMessage: 'Transaction has been fully reversed' });
  });

  it('a refund endpoint that is down (503) is an outage, not a refusal', async () => {
    const { reference, transactionId } = await paid(300_000);
    fake.down('refund', 'unavailable');
    await expect(
      provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_11' }),
    ).rejects.toThrow(ProviderUnavailableError);
  });

  it('fetches one refund by its id (GET /refund/:id), without paging the list', async () => {
    const { reference, transactionId } = await paid(300_000);
    const sent = await provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_12' });
    fake.settleRefund(reference, 'processed');
    expect(await provider().fetchRefund(sent.providerRefundId, { reference, transactionId })).toEqual({
      ...sent,
      status: 'processed',
      providerStatus: 'processed',
    });
    expect(fake.requests.at(-1)).toMatchObject({ method: 'GET', path: `/refund/${sent.providerRefundId}` });
    expect(await provider().fetchRefund('999', { reference, transactionId })).toBeNull();
  });

  it('retries a needs-attention refund with the customer’s account and Paystack’s bank id; it is processing again', async () => {
    const { reference, transactionId } = await paid(300_000);
    const sent = await provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_13' });
    fake.settleRefund(reference, 'needs-attention');
    const retried = await provider().retryRefund!({
      providerRefundId: sent.providerRefundId,
      accountNumber: '0123456789',
      bankCode: '058',
      currency: 'NGN',
    });
    expect(retried).toMatchObject({
      providerRefundId: sent.providerRefundId,
      status: 'pending',
      providerStatus: 'processing',
    });
    const call = fake.requests.findLast((r) => r.path.startsWith('/refund/retry_with_customer_details/'))!;
    expect(call).toMatchObject({
      method: 'POST',
      path: `/refund/retry_with_customer_details/${sent.providerRefundId}`,
      body: { refund_account_details: { currency: 'NGN', account_number: '0123456789', bank_id: '202' } },
    });
    expect(fake.refunds.find((r) => String(r.id) === sent.providerRefundId)!.accountDetails).toEqual({
      currency: 'NGN',
      accountNumber: '0123456789',
      bankId: '202',
    });
  });

  it('a retry of a refund that is not needs-attention is refused with Paystack’s documented 422 words', async () => {
    const { reference, transactionId } = await paid(300_000);
    const sent = await provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_14' });
    await expect(
      provider().retryRefund!({
        providerRefundId: sent.providerRefundId,
        accountNumber: '0123456789',
        bankCode: '058',
        currency: 'NGN',
      }),
    ).rejects.toMatchObject({
      name: 'RefundRefusedError',
      providerMessage: 'Invalid Refund state, refund status should be "needs-attention"',
    });
  });

  it('a retry naming a bank Paystack does not list is refused before any retry is sent', async () => {
    const { reference, transactionId } = await paid(300_000);
    const sent = await provider().refund({ reference, transactionId, amountKobo: 300_000, refundId: 'rf_15' });
    fake.settleRefund(reference, 'needs-attention');
    const before = fake.requests.length;
    await expect(
      provider().retryRefund!({
        providerRefundId: sent.providerRefundId,
        accountNumber: '0123456789',
        bankCode: '000',
        currency: 'NGN',
      }),
    ).rejects.toThrow(RefundRefusedError);
    expect(fake.requests.slice(before).some((r) => r.path.startsWith('/refund/retry'))).toBe(false);
  });
});
