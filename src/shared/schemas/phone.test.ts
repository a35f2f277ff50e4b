import { describe, expect, it } from 'vitest';
import { nigerianPhone, nigerianPhoneField, optionalNigerianPhoneField } from './phone.ts';
import { messages } from '../messages.ts';

/** One Nigerian phone rule (docs/product.md#phone-numbers), stored in the 11-digit local form. */
describe('a Nigerian phone number', () => {
  it.each([
    '08031234567',
    '0803 123 4567',
    '0803-123-4567',
    '(0803) 123 4567',
    '+234 803 123 4567',
    '+2348031234567',
    '234 803 123 4567',
    '2348031234567',
    '+234 (0) 803 123 4567',
  ])('%s is 08031234567', (typed) => {
    expect(nigerianPhone(typed)).toBe('08031234567');
  });

  it.each([
    ['letters', '12ab'],
    ['words', 'call me'],
    ['17 digits', '08031234567123456'],
    ['10 digits without the leading 0', '8031234567'],
    ['12 digits after a 0', '080312345678'],
    ['a landline-like prefix', '01 234 5678'],
    ['another country', '+44 20 7946 0958'],
    ['a number cut short', '0803 123 456'],
  ])('%s (%s) is not one', (_what, typed) => {
    expect(nigerianPhone(typed)).toBeNull();
  });

  it('the required field names what is wrong and stores the normalised number', () => {
    expect(nigerianPhoneField.parse(' 0803 123 4567 ')).toBe('08031234567');
    expect(nigerianPhoneField.safeParse('').error?.issues[0]?.message).toBe(messages.phone.required);
    expect(nigerianPhoneField.safeParse('12ab').error?.issues[0]?.message).toBe(messages.phone.invalid);
  });

  it('the optional field keeps an empty phone empty', () => {
    expect(optionalNigerianPhoneField.parse('')).toBe('');
    expect(optionalNigerianPhoneField.parse('   ')).toBe('');
    expect(optionalNigerianPhoneField.parse('234 803 123 4567')).toBe('08031234567');
    expect(optionalNigerianPhoneField.safeParse('12ab').error?.issues[0]?.message).toBe(messages.phone.invalid);
  });
});
