import { describe, expect, it } from 'vitest';
import {
  newPaymentReference,
  newTrackingNumber,
  PAYMENT_REFERENCE_PATTERN,
  TRACKING_NUMBER_PATTERN,
} from './references.ts';

describe('references (docs/product.md#references)', () => {
  it('a tracking number is LXP, a timestamp and 9 random uppercase characters', () => {
    expect(newTrackingNumber(1700000000000)).toMatch(/^LXP1700000000000[A-Z]{9}$/);
    expect(newTrackingNumber()).toMatch(TRACKING_NUMBER_PATTERN);
  });

  it('a payment reference is LXP-timestamp-random', () => {
    expect(newPaymentReference(1700000000000)).toMatch(/^LXP-1700000000000-[A-Z]{10}$/);
    expect(newPaymentReference()).toMatch(PAYMENT_REFERENCE_PATTERN);
  });

  it('two references made in the same millisecond differ', () => {
    const refs = new Set(Array.from({ length: 1000 }, () => newPaymentReference(1)));
    expect(refs.size).toBe(1000);
  });
});
