import { z } from 'zod';
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

/**
 * A naira box of a form schema: the text as typed in, out comes kobo; blank or not an amount is
 * refused with `message`. Named as the API names the kobo field and piped into the API's own
 * schema, its refusals and the server's land under the same box.
 */
export const nairaTextField = (message: string) =>
  z.string().transform((text, ctx) => {
    const read = readNaira(text);
    if (typeof read !== 'string') return read.kobo;
    ctx.addIssue({ code: 'custom', message });
    return z.NEVER;
  });
