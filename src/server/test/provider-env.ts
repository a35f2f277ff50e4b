import type { RunningFake } from './providers/fake-http-server.ts';

/** The settings that point a test server's Paystack at a running fake (the public key is never checked). */
export const paystackEnv = (paystack: { secretKey: string }, fake: RunningFake) => ({
  PAYSTACK_SECRET_KEY: paystack.secretKey,
  PAYSTACK_PUBLIC_KEY: 'pk_test_fake_oja',
  PAYSTACK_BASE_URL: fake.baseUrl,
});

/** The settings that point a test server's Flutterwave at a running fake, webhook hash included. */
export const flutterwaveEnv = (flutterwave: { secretKey: string; webhookHash: string }, fake: RunningFake) => ({
  FLUTTERWAVE_SECRET_KEY: flutterwave.secretKey,
  FLUTTERWAVE_PUBLIC_KEY: 'FLWPUBK_TEST-fake',
  FLUTTERWAVE_WEBHOOK_HASH: flutterwave.webhookHash,
  FLUTTERWAVE_BASE_URL: fake.baseUrl,
});
