import { describe, expect, it } from 'vitest';
import { vendorRequestInputSchema } from './vendor-request.ts';
import { messages } from '../messages.ts';

const m = messages.vendorRequests;
const valid = {
  phone: '0803 123 4567',
  bvn: '22212345678',
  bankCode: '058',
  accountNumber: '0123456789',
  accountName: 'Ada Okafor',
};
const fieldsOf = (input: unknown) => {
  const r = vendorRequestInputSchema.safeParse(input);
  if (r.success) return {};
  const fields: Record<string, string> = {};
  for (const issue of r.error.issues) fields[issue.path.join('.')] ??= issue.message;
  return fields;
};

describe('vendor request input', () => {
  it('accepts a complete application and normalises the phone', () => {
    const r = vendorRequestInputSchema.parse(valid);
    expect(r.phone).toBe('08031234567');
    expect(vendorRequestInputSchema.parse({ ...valid, phone: '+234 803 123 4567' }).phone).toBe('08031234567');
  });

  it('requires every field, naming each', () => {
    expect(fieldsOf({})).toEqual({
      phone: m.phoneRequired,
      bvn: m.bvnRequired,
      bankCode: m.bankRequired,
      accountNumber: m.accountNumberRequired,
      accountName: m.accountNameRequired,
    });
    expect(fieldsOf({ ...valid, phone: '', bvn: '', accountNumber: '', accountName: '  ' })).toEqual({
      phone: m.phoneRequired,
      bvn: m.bvnRequired,
      accountNumber: m.accountNumberRequired,
      accountName: m.accountNameRequired,
    });
  });

  it('refuses wrong lengths and non-digits', () => {
    expect(fieldsOf({ ...valid, bvn: '1234567890' })).toEqual({ bvn: m.bvnLength });
    expect(fieldsOf({ ...valid, bvn: '123456789012' })).toEqual({ bvn: m.bvnLength });
    expect(fieldsOf({ ...valid, bvn: '2221234567a' })).toEqual({ bvn: m.bvnDigits });
    expect(fieldsOf({ ...valid, accountNumber: '012345678' })).toEqual({ accountNumber: m.accountNumberLength });
    expect(fieldsOf({ ...valid, accountNumber: '01234-6789' })).toEqual({ accountNumber: m.accountNumberDigits });
    expect(fieldsOf({ ...valid, phone: '12345' })).toEqual({ phone: m.phoneInvalid });
    expect(fieldsOf({ ...valid, bankCode: '' })).toEqual({ bankCode: m.bankRequired });
  });

  it('takes any provider’s bank code as a string (Paystack’s 999992, Flutterwave’s 305); the server checks it against the payout provider’s list', () => {
    expect(fieldsOf({ ...valid, bankCode: '999992' })).toEqual({});
    expect(fieldsOf({ ...valid, bankCode: '305' })).toEqual({});
    expect(fieldsOf({ ...valid, bankCode: '05 8' })).toEqual({ bankCode: m.bankRequired });
  });

  it('never echoes the value in a message', () => {
    const messagesOut = Object.values(fieldsOf({ ...valid, bvn: '2221234567x', accountNumber: '98765x' }));
    for (const text of messagesOut) expect(text).not.toMatch(/\d{5}/);
  });
});
