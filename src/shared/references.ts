const UPPER = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Uniform random uppercase letters (rejection sampling keeps every letter equally likely). */
export function randomUppercase(length: number): string {
  let out = '';
  const bytes = new Uint8Array(1);
  while (out.length < length) {
    crypto.getRandomValues(bytes);
    if (bytes[0]! < 234) out += UPPER[bytes[0]! % 26];
  }
  return out;
}

/** docs/product.md#references: tracking numbers are LXP, then a timestamp, then 9 random uppercase characters. */
export function newTrackingNumber(now = Date.now()): string {
  return `LXP${now}${randomUppercase(9)}`;
}

/** Payment references are LXP-timestamp-random; letters, digits and '-' suit every provider. */
export function newPaymentReference(now = Date.now()): string {
  return `LXP-${now}-${randomUppercase(10)}`;
}

export const PAYMENT_REFERENCE_PATTERN = /^LXP-[0-9]+-[A-Z0-9]+$/;
export const TRACKING_NUMBER_PATTERN = /^LXP[0-9]+[A-Z]{9}$/;
