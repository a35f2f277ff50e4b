/**
 * Money is integer kobo below the UI; 100 kobo = ₦1. This file is the only place kobo and naira
 * are converted, and the only place an amount is shared out after the sale.
 *
 * Rounding after the sale is one rule (decision 0033): a share of an amount is rounded DOWN to the
 * kobo (proportionalShare), and all of it when the part covers the whole. So a return, a partial
 * refund or a coupon's share never gives back more than was taken, and a whole return gives back
 * exactly what was taken. Rates charged at checkout (commission, percent coupons) are priced once,
 * half up, in pricing.ts, and frozen on the order; nothing after the sale rounds them again.
 */
export const KOBO_PER_NAIRA = 100;

const nairaFormatter = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Formats kobo as naira for people: 125000 → "₦1,250.00". */
export function formatNaira(kobo: number): string {
  return nairaFormatter.format(kobo / KOBO_PER_NAIRA);
}

/** Kobo as a plain naira amount with two decimals, for files and machines: -125001 → "-1250.01". */
export function nairaDecimal(kobo: number): string {
  const whole = Math.abs(kobo);
  const kobos = String(whole % KOBO_PER_NAIRA).padStart(2, '0');
  return `${kobo < 0 ? '-' : ''}${Math.trunc(whole / KOBO_PER_NAIRA)}.${kobos}`;
}

/** Converts a naira amount (typed by a person, step 0.01, or sent by a provider) to whole kobo without float drift. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

/** Whether a naira amount is a whole number of kobo, allowing for binary fractions such as 0.1 + 0.2. */
export function isWholeKobo(naira: number): boolean {
  return Math.abs(naira * KOBO_PER_NAIRA - nairaToKobo(naira)) < 1e-6;
}

/** Kobo as a naira number (kobo / 100 has at most two decimals, which JSON prints exactly). */
export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}

/**
 * `part` of `whole`'s `amount`, rounded down to the kobo; all of it when `part` covers `whole`, and
 * nothing of an empty whole. Exact for any amounts: the product is taken in BigInt, as it may pass 2^53.
 */
export function proportionalShare(amount: number, part: number, whole: number): number {
  if (part >= whole) return amount;
  if (whole <= 0 || part <= 0) return 0;
  return Number((BigInt(amount) * BigInt(part)) / BigInt(whole));
}
