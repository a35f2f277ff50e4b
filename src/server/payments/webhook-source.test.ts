import { describe, expect, it } from 'vitest';
import { webhookSourceAllowed } from './webhook-source.ts';

const paystack = ['52.31.139.75', '52.49.173.169', '52.214.14.220'];

describe('where a webhook may come from', () => {
  it('lets any address call when no allow-list is set', () => {
    expect(webhookSourceAllowed('paystack', '198.51.100.7', { paystack: undefined })).toBe(true);
  });

  it('lets only the listed addresses send Paystack webhooks', () => {
    expect(webhookSourceAllowed('paystack', '52.214.14.220', { paystack })).toBe(true);
    expect(webhookSourceAllowed('paystack', '198.51.100.7', { paystack })).toBe(false);
  });

  it('reads an IPv4 caller on a dual-stack socket (::ffff:52.31.139.75) as its IPv4 address', () => {
    expect(webhookSourceAllowed('paystack', '::ffff:52.31.139.75', { paystack })).toBe(true);
    expect(webhookSourceAllowed('paystack', '::ffff:198.51.100.7', { paystack })).toBe(false);
  });

  it('does not apply Paystack’s list to the other providers', () => {
    expect(webhookSourceAllowed('flutterwave', '198.51.100.7', { paystack })).toBe(true);
    expect(webhookSourceAllowed('sandbox', 'local', { paystack })).toBe(true);
  });
});
