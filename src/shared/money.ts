/** Money is integer kobo below the UI; 100 kobo = ₦1. */
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

/** Converts a naira amount typed by a person (step 0.01) to whole kobo without float drift. */
export function nairaToKobo(naira: number): number {
  return Math.round(naira * KOBO_PER_NAIRA);
}

export function koboToNaira(kobo: number): number {
  return kobo / KOBO_PER_NAIRA;
}
