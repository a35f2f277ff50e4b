import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_WHATSAPP_NUMBER, loadConfig } from './config.ts';

function problemsOf(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as Error).message;
  }
  throw new Error('expected a ConfigError');
}

describe('payments configuration', () => {
  it('has no card provider without keys, so the sandbox stands in outside production', () => {
    const { payments } = loadConfig({});
    expect(payments.paystack).toBeUndefined();
    expect(payments.flutterwave).toBeUndefined();
    expect(payments.sandbox).toBe(true);
    expect(payments.sandboxWebhookSecret).toBeUndefined();
    expect(payments.whatsappNumber).toBe(DEMO_WHATSAPP_NUMBER);
    expect(payments.paystackWebhookIps).toBeUndefined();
    expect(DEMO_WHATSAPP_NUMBER).toMatch(/^234\d{10}$/);
  });

  it('turns Paystack on with its secret key, with the public API as the default base URL', () => {
    const { payments } = loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc', PAYSTACK_PUBLIC_KEY: 'pk_test_abc' });
    expect(payments.paystack).toEqual({
      secretKey: 'sk_test_abc',
      publicKey: 'pk_test_abc',
      baseUrl: 'https://api.paystack.co',
    });
  });

  it('keeps a Paystack public key empty when only the secret is set', () => {
    expect(loadConfig({ PAYSTACK_SECRET_KEY: 'sk_test_abc' }).payments.paystack?.publicKey).toBe('');
  });

  it('ignores a Paystack public key or base URL without the secret', () => {
    const { payments } = loadConfig({ PAYSTACK_PUBLIC_KEY: 'pk_test_abc', PAYSTACK_BASE_URL: 'http://127.0.0.1:9' });
    expect(payments.paystack).toBeUndefined();
  });

  it('takes base URLs without their trailing slash, so paths join cleanly', () => {
    const { payments } = loadConfig({
      PAYSTACK_SECRET_KEY: 'sk_test_abc',
      PAYSTACK_BASE_URL: 'http://127.0.0.1:4100/',
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc-X',
      FLUTTERWAVE_WEBHOOK_HASH: 'my hash',
      FLUTTERWAVE_BASE_URL: 'http://127.0.0.1:4200/v3/',
    });
    expect(payments.paystack?.baseUrl).toBe('http://127.0.0.1:4100');
    expect(payments.flutterwave?.baseUrl).toBe('http://127.0.0.1:4200/v3');
  });

  it('turns Flutterwave on with its secret key and webhook hash', () => {
    const { payments } = loadConfig({
      FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc-X',
      FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-abc-X',
      FLUTTERWAVE_WEBHOOK_HASH: 'my hash',
    });
    expect(payments.flutterwave).toEqual({
      secretKey: 'FLWSECK_TEST-abc-X',
      publicKey: 'FLWPUBK_TEST-abc-X',
      webhookHash: 'my hash',
      baseUrl: 'https://api.flutterwave.com/v3',
    });
  });

  it('refuses a Flutterwave secret key without the webhook hash, alongside the other problems', () => {
    const message = problemsOf({ FLUTTERWAVE_SECRET_KEY: 'FLWSECK_TEST-abc-X', ADMIN_EMAIL: 'boss@example.ng' });
    expect(message).toContain('FLUTTERWAVE_WEBHOOK_HASH');
    expect(message).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  it('refuses a base URL that is not a URL', () => {
    expect(problemsOf({ PAYSTACK_BASE_URL: 'api.paystack.co' })).toContain('PAYSTACK_BASE_URL');
    expect(problemsOf({ FLUTTERWAVE_BASE_URL: 'nope' })).toContain('FLUTTERWAVE_BASE_URL');
  });

  it('passes the sandbox webhook secret through', () => {
    expect(loadConfig({ SANDBOX_WEBHOOK_SECRET: 'shh' }).payments.sandboxWebhookSecret).toBe('shh');
  });

  it.each([
    ['2348031234567', '2348031234567'],
    ['08031234567', '2348031234567'],
    ['+2348031234567', '2348031234567'],
    ['+234 803 123 4567', '2348031234567'],
    ['0803-123-4567', '2348031234567'],
    ['+44 20 7946 0958', '442079460958'],
    ['  ', DEMO_WHATSAPP_NUMBER],
  ])('normalises WHATSAPP_NUMBER %j to %s', (input, expected) => {
    expect(loadConfig({ WHATSAPP_NUMBER: input }).payments.whatsappNumber).toBe(expected);
  });

  it.each(['0803123456', 'call me', '+0803123', '0080312345678901'])('refuses WHATSAPP_NUMBER %j', (input) => {
    expect(problemsOf({ WHATSAPP_NUMBER: input })).toContain('WHATSAPP_NUMBER');
  });
});

/** A production environment with its public address, as a real deployment has. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_URL: 'https://oja.example.ng' } as const;

describe('payments in production', () => {
  it('never lets the sandbox stand in unless PAYMENT_SANDBOX=true', () => {
    expect(loadConfig(PRODUCTION).payments.sandbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    expect(loadConfig({ ...PRODUCTION, PAYMENT_SANDBOX: 'true' }).payments.sandbox).toBe(true);
  });

  it('takes PAYMENT_SANDBOX by its name only: true or false, nothing that merely looks like yes', () => {
    for (const value of ['1', 'yes', 'TRUE', 'on']) {
      expect(problemsOf({ ...PRODUCTION, PAYMENT_SANDBOX: value })).toContain('PAYMENT_SANDBOX');
    }
  });

  it('turns the sandbox off outside production with PAYMENT_SANDBOX=false', () => {
    expect(loadConfig({ NODE_ENV: 'development', PAYMENT_SANDBOX: 'false' }).payments.sandbox).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test' }).payments.sandbox).toBe(true);
  });

  it('has no WhatsApp number without WHATSAPP_NUMBER: never the demo number', () => {
    expect(loadConfig(PRODUCTION).payments.whatsappNumber).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, WHATSAPP_NUMBER: ' ' }).payments.whatsappNumber).toBeUndefined();
    expect(loadConfig({ ...PRODUCTION, WHATSAPP_NUMBER: '0803 123 4567' }).payments.whatsappNumber).toBe(
      '2348031234567',
    );
  });

  it('refuses to start without PUBLIC_URL, naming it, alongside the other problems', () => {
    const message = problemsOf({ NODE_ENV: 'production', ADMIN_EMAIL: 'boss@example.ng' });
    expect(message).toContain('PUBLIC_URL: required when NODE_ENV=production');
    expect(message).toContain('ADMIN_EMAIL and ADMIN_PASSWORD');
  });

  it('keeps the localhost default for PUBLIC_URL outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', PORT: '4000' }).publicUrl).toBe('http://localhost:4000');
  });
});

describe('PAYSTACK_WEBHOOK_IPS', () => {
  it("takes Paystack's published addresses, separated by commas", () => {
    const { payments } = loadConfig({ PAYSTACK_WEBHOOK_IPS: '52.31.139.75, 52.49.173.169,52.214.14.220' });
    expect(payments.paystackWebhookIps).toEqual(['52.31.139.75', '52.49.173.169', '52.214.14.220']);
  });

  it('takes IPv6 addresses too', () => {
    expect(loadConfig({ PAYSTACK_WEBHOOK_IPS: '2001:db8::1' }).payments.paystackWebhookIps).toEqual(['2001:db8::1']);
  });

  it('refuses something that is not an address, naming it', () => {
    const message = problemsOf({ PAYSTACK_WEBHOOK_IPS: '52.31.139.75, paystack.co' });
    expect(message).toContain('PAYSTACK_WEBHOOK_IPS');
    expect(message).toContain('paystack.co');
  });

  it('treats an empty value as unset', () => {
    expect(loadConfig({ PAYSTACK_WEBHOOK_IPS: '  ' }).payments.paystackWebhookIps).toBeUndefined();
  });
});

describe('log format', () => {
  it('is readable lines in development and JSON in production and tests', () => {
    expect(loadConfig({}).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'development' }).logFormat).toBe('pretty');
    expect(loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://oja.example.ng' }).logFormat).toBe('json');
    expect(loadConfig({ NODE_ENV: 'test' }).logFormat).toBe('json');
  });

  it('LOG_FORMAT chooses either way', () => {
    expect(loadConfig({ LOG_FORMAT: 'json' }).logFormat).toBe('json');
    expect(
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://oja.example.ng', LOG_FORMAT: 'pretty' }).logFormat,
    ).toBe('pretty');
    expect(problemsOf({ LOG_FORMAT: 'xml' })).toContain('LOG_FORMAT');
  });
});

describe('draining behind a load balancer', () => {
  it('stops at once by default: no balancer to wait for', () => {
    expect(loadConfig({}).drainSeconds).toBe(0);
  });

  it('DRAIN_SECONDS sets how long a stopping node fails /healthz first, and refuses what is not a duration', () => {
    expect(loadConfig({ DRAIN_SECONDS: '3' }).drainSeconds).toBe(3);
    expect(loadConfig({ DRAIN_SECONDS: '0.5' }).drainSeconds).toBe(0.5);
    expect(problemsOf({ DRAIN_SECONDS: '-1' })).toContain('DRAIN_SECONDS');
    expect(problemsOf({ DRAIN_SECONDS: 'soon' })).toContain('DRAIN_SECONDS');
  });
});

describe('the payout hold until an admin sets one', () => {
  it('PAYOUT_HOLD_DAYS is whole days: 3 by default, 0 to 60', () => {
    expect(loadConfig({}).payoutHoldDays).toBe(3);
    expect(loadConfig({ PAYOUT_HOLD_DAYS: '0' }).payoutHoldDays).toBe(0);
    expect(loadConfig({ PAYOUT_HOLD_DAYS: '60' }).payoutHoldDays).toBe(60);
  });

  it('refuses a fraction of a day at start-up, naming PAYOUT_HOLD_DAYS and the way to a shorter hold', () => {
    // The admin's Payouts tab shows this hold and saves whole days only: a fraction there could not be saved.
    const message = problemsOf({ PAYOUT_HOLD_DAYS: '0.5' });
    expect(message).toContain(
      'PAYOUT_HOLD_DAYS: must be whole days from 0 to 60 (got 0.5); for a hold shorter than a day on staging or in tests, set PAYOUT_HOLD_SECONDS',
    );
  });

  it('refuses a hold outside 0 to 60 days or that is not a number, naming PAYOUT_HOLD_DAYS', () => {
    expect(problemsOf({ PAYOUT_HOLD_DAYS: '61' })).toContain('PAYOUT_HOLD_DAYS: must be whole days from 0 to 60');
    expect(problemsOf({ PAYOUT_HOLD_DAYS: '-1' })).toContain('PAYOUT_HOLD_DAYS: must be whole days from 0 to 60');
    expect(problemsOf({ PAYOUT_HOLD_DAYS: 'three' })).toContain('PAYOUT_HOLD_DAYS: must be whole days from 0 to 60');
  });

  it('PAYOUT_HOLD_SECONDS gives staging and tests a hold shorter than a day, in place of PAYOUT_HOLD_DAYS', () => {
    expect(loadConfig({ PAYOUT_HOLD_SECONDS: '43200' }).payoutHoldDays).toBe(0.5);
    expect(loadConfig({ PAYOUT_HOLD_DAYS: '5', PAYOUT_HOLD_SECONDS: '40' }).payoutHoldDays).toBe(40 / 86_400);
    expect(problemsOf({ PAYOUT_HOLD_SECONDS: '1.5' })).toContain('PAYOUT_HOLD_SECONDS');
  });
});
