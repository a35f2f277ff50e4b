import { nairaToKobo } from '../../shared/money.ts';

/**
 * A naira amount as a person types it in a form ("1,500.50", " 200 ") in kobo: 'blank' for nothing
 * typed (each form says what that means), 'invalid' for anything but ₦0 or more with at most 2
 * decimals. Forms type money as text so that commas and a stray space are fine; the form's schema
 * then checks the kobo against the API's own limits.
 */
export function readNaira(text: string): { kobo: number } | 'blank' | 'invalid' {
  const clean = text.trim().replace(/,/g, '');
  if (clean === '') return 'blank';
  if (!/^\d+(\.\d{1,2})?$/.test(clean)) return 'invalid';
  return { kobo: nairaToKobo(Number(clean)) };
}
