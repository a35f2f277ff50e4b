import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeFlutterwave } from '../../test/providers/fake-flutterwave.ts';
import { createFakePaystack } from '../../test/providers/fake-paystack.ts';
import { createFlutterwaveProvider } from './flutterwave.ts';
import { ProviderUnavailableError, RecipientRefusedError } from './payment-provider.ts';
import { createPaystackProvider } from './paystack.ts';
import { PAYSTACK_BANKS_PER_PAGE } from './paystack-banks.ts';
import type { FetchLike } from './provider-http.ts';

/**
 * Banks and name enquiry (decision 0032) against the providers' documented examples
 * (src/server/test/providers/fixtures/, each naming where it was copied from), then against the fakes: each provider's
 * own bank list, its codes as strings, Paystack's cursor pages; and which refusals of an account
 * say it does not exist and which may pass.
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
function recording(...replies: { body: unknown; status?: number }[]) {
  const asked: string[] = [];
  const fetch: FetchLike = async (url) => {
    asked.push(url);
    const reply = replies.shift();
    if (!reply) throw new Error('no more replies');
    return new Response(JSON.stringify(reply.body), { status: reply.status ?? 200 });
  };
  return { fetch, asked };
}

const paystack = (fetch?: FetchLike, baseUrl = 'https://api.paystack.co', secretKey = 'sk_test_contract') =>
  createPaystackProvider({ secretKey, publicKey: '', baseUrl, fetch });
const flutterwave = (fetch?: FetchLike, baseUrl = 'https://api.flutterwave.com/v3', secretKey = 'FLWSECK_TEST-c-X') =>
  createFlutterwaveProvider({ secretKey, publicKey: '', webhookHash: 'h', baseUrl, fetch });
const account = { accountName: 'Adaeze Okafor', accountNumber: '0123456789', bankCode: '058' };

describe('Paystack’s bank list, on its documented answer', () => {
  it('GET /bank?country=nigeria in cursor pages gives every bank with its code as a string', async () => {
    const { fetch, asked } = recording({ body: { ...payloadOf('paystack-bank-list'), meta: { next: null } } });
    const banks = await paystack(fetch).listBanks();
    expect(asked).toEqual([
      `https://api.paystack.co/bank?country=nigeria&use_cursor=true&perPage=${PAYSTACK_BANKS_PER_PAGE}`,
    ]);
    expect(banks).toEqual([
      { code: '801', name: 'Abbey Mortgage Bank' },
      { code: '559', name: 'Coronation Merchant Bank' },
      { code: '50457', name: 'Infinity MFB' },
      { code: '999992', name: 'Paycom' },
      { code: '50746', name: 'Petra Mircofinance Bank Plc' },
    ]);
  });

  it('the documented `meta.next` is followed until the last page', async () => {
    const first = payloadOf('paystack-bank-list');
    const second = { ...first, data: [{ ...first.data[0], code: '120001', name: '9mobile 9Payment Service Bank' }] };
    const { fetch, asked } = recording({ body: first }, { body: { ...second, meta: { next: null, perPage: 5 } } });
    const banks = await paystack(fetch).listBanks();
    expect(asked[1]).toContain(`next=${encodeURIComponent(first.meta.next)}`);
    expect(banks).toHaveLength(6);
    expect(banks.at(-1)).toEqual({ code: '120001', name: '9mobile 9Payment Service Bank' });
  });

  it('a bank marked inactive, deleted or not supporting transfers is left out', async () => {
    const page = payloadOf('paystack-bank-list');
    page.meta.next = null;
    page.data[0].active = false;
    page.data[1].is_deleted = true;
    page.data[2].supports_transfer = false;
    expect((await paystack(answering(page)).listBanks()).map((b) => b.code)).toEqual(['999992', '50746']);
  });

  it('an answer that is not a list is an outage: the last list kept stays', async () => {
    await expect(paystack(answering({ status: false, message: 'Invalid key' }, 400)).listBanks()).rejects.toThrow(
      ProviderUnavailableError,
    );
  });
});

describe('Flutterwave’s bank list, on its documented answer', () => {
  it('GET /v3/banks/NG gives its own codes: OPay is Paycom 305, not Paystack’s 999992', async () => {
    const { fetch, asked } = recording({ body: payloadOf('flutterwave-bank-list') });
    const banks = await flutterwave(fetch).listBanks();
    expect(asked).toEqual(['https://api.flutterwave.com/v3/banks/NG']);
    expect(banks).toHaveLength(61);
    expect(banks).toContainEqual({ code: '305', name: 'Paycom' });
    expect(banks).toContainEqual({ code: '526', name: 'Parralex' });
    expect(banks.every((bank) => typeof bank.code === 'string')).toBe(true);
  });
});

describe('an account refused by name enquiry', () => {
  it('Flutterwave’s "could not be validated. Please try again" is not checked, not "no such account"', async () => {
    const tryAgain = answering(
      { status: 'error', message: 'Sorry, recipient account could not be validated. Please try again', data: null },
      400,
    );
    await expect(flutterwave(tryAgain).resolveAccount(account)).rejects.toThrow(ProviderUnavailableError);
  });

  it('Flutterwave’s refusal naming the account invalid is "no such account"', async () => {
    const message = 'Sorry, that account number is invalid, please check and try again';
    const invalid = answering({ status: 'error', message, data: null }, 400);
    expect(await flutterwave(invalid).resolveAccount(account)).toEqual({ found: false, message });
  });

  it('a Paystack recipient refused with "try again" is asked again later (an outage), not a refused account', async () => {
    const tryAgain = answering(
      { status: false, message: 'Could not resolve account name. Check parameters or try again.' },
      422,
    );
    await expect(paystack(tryAgain).createRecipient(account)).rejects.toThrow(ProviderUnavailableError);
  });

  it('a Paystack recipient refused as an invalid account fails the cashout (RecipientRefusedError)', async () => {
    const invalid = answering({ status: false, message: 'Account number is invalid', type: 'validation_error' }, 400);
    await expect(paystack(invalid).createRecipient(account)).rejects.toThrow(RecipientRefusedError);
  });
});

describe('the fakes serve each provider’s own bank list and both kinds of refusal', () => {
  const fakePaystack = createFakePaystack();
  const fakeFlutterwave = createFakeFlutterwave();
  const closers: (() => Promise<void>)[] = [];
  let ps: ReturnType<typeof paystack>;
  let fw: ReturnType<typeof flutterwave>;
  beforeAll(async () => {
    const [p, f] = [await fakePaystack.start(), await fakeFlutterwave.start()];
    closers.push(p.close, f.close);
    ps = paystack(undefined, p.baseUrl, fakePaystack.secretKey);
    fw = flutterwave(undefined, f.baseUrl, fakeFlutterwave.secretKey);
  });
  afterAll(async () => {
    await Promise.all(closers.map((close) => close()));
  });

  it('Paystack’s fake pages its list by cursor; the adapter reads every page', async () => {
    for (let i = 0; i < PAYSTACK_BANKS_PER_PAGE; i++) fakePaystack.addBank(String(60_000 + i), `Test MFB ${i}`);
    fakePaystack.addBank('50515', 'Moniepoint MFB');
    const banks = await ps.listBanks();
    // The documented five, the fake's seven common banks (Moniepoint among them: the one added is kept once), the hundred.
    expect(banks).toHaveLength(PAYSTACK_BANKS_PER_PAGE + 12);
    expect(banks).toContainEqual({ code: '50515', name: 'Moniepoint MFB' });
    expect(banks).toContainEqual({ code: '999992', name: 'Paycom' });
    const pages = fakePaystack.requests.filter((r) => r.path.startsWith('/bank?'));
    expect(pages).toHaveLength(2);
  });

  it('Flutterwave’s fake serves its documented list, and a bank a test adds', async () => {
    fakeFlutterwave.addBank('50211', 'Kuda Microfinance Bank');
    const banks = await fw.listBanks();
    expect(banks).toContainEqual({ code: '305', name: 'Paycom' });
    expect(banks).toContainEqual({ code: '50211', name: 'Kuda Microfinance Bank' });
  });

  it('an account the bank does not know: "try again" from both; one marked invalid: refused by both', async () => {
    await expect(
      ps.resolveAccount({ accountNumber: '0987654321', bankCode: '058', accountName: 'Ada Okafor' }),
    ).rejects.toThrow(ProviderUnavailableError);
    await expect(
      fw.resolveAccount({ accountNumber: '0987654321', bankCode: '058', accountName: 'Ada Okafor' }),
    ).rejects.toThrow(ProviderUnavailableError);
    fakePaystack.setInvalidAccount('058', '0987654321');
    fakeFlutterwave.setInvalidAccount('058', '0987654321');
    expect(
      await ps.resolveAccount({ accountNumber: '0987654321', bankCode: '058', accountName: 'Ada Okafor' }),
    ).toMatchObject({ found: false });
    expect(
      await fw.resolveAccount({ accountNumber: '0987654321', bankCode: '058', accountName: 'Ada Okafor' }),
    ).toMatchObject({ found: false });
  });

  it('a bank’s name enquiry down: a known account is not checked, and a Paystack recipient waits', async () => {
    fakePaystack.setAccount('058', '0123456789', 'ADAEZE OKAFOR');
    fakePaystack.failNameEnquiry();
    try {
      await expect(ps.resolveAccount(account)).rejects.toThrow(ProviderUnavailableError);
      await expect(ps.createRecipient(account)).rejects.toThrow(ProviderUnavailableError);
    } finally {
      fakePaystack.failNameEnquiry(false);
    }
    expect(await ps.resolveAccount(account)).toEqual({ found: true, accountName: 'ADAEZE OKAFOR' });
  });
});
