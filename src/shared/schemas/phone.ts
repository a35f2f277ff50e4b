import { z } from 'zod';
import { messages } from '../messages.ts';
import { textField } from './fields.ts';

/**
 * A Nigerian mobile number as people type it: 0803 123 4567 (11 digits, the local form),
 * +234 803 123 4567, 234 803 123 4567 or +234 (0) 803 123 4567. Spaces, dashes, dots and brackets
 * between the groups are dropped; what is left is 0 or 234 (with or without +, and 234 with or
 * without the 0), then 7, 8 or 9, then 0 or 1 (the mobile ranges 070–091), then eight digits.
 */
const NIGERIAN_MOBILE = /^(?:0|\+?2340?)([789][01]\d{8})$/;

/**
 * The one Nigerian phone rule (checkout, profile, vendor application): the number in its one
 * stored form, the 11-digit local one (08031234567), or null if it is not one. The local form is
 * what people in Nigeria read, dial and recognise, and a spreadsheet of orders shows it as it is
 * (a leading + would be guarded there as the start of a formula).
 */
export function nigerianPhone(typed: string): string | null {
  const national = NIGERIAN_MOBILE.exec(typed.replace(/[\s().-]/g, ''))?.[1];
  return national === undefined ? null : `0${national}`;
}

/** The longest way of typing one that is worth reading ("+234 (0) 803 123 4567" is 21). */
const TYPED_MAX = 30;

/** A required Nigerian phone number, stored normalised (nigerianPhone). */
export const nigerianPhoneField = textField(messages.phone.required)
  .trim()
  .min(1, messages.phone.required)
  .max(TYPED_MAX, messages.phone.invalid)
  .transform((typed, ctx) => {
    const phone = nigerianPhone(typed);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: messages.phone.invalid });
      return z.NEVER;
    }
    return phone;
  });

/** An optional Nigerian phone number: empty stays '' (no phone), anything else must be one and is stored normalised. */
export const optionalNigerianPhoneField = textField()
  .trim()
  .max(TYPED_MAX, messages.phone.invalid)
  .transform((typed, ctx) => {
    if (typed === '') return '';
    const phone = nigerianPhone(typed);
    if (phone === null) {
      ctx.addIssue({ code: 'custom', message: messages.phone.invalid });
      return z.NEVER;
    }
    return phone;
  });
