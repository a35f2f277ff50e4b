import { describe, expect, it } from 'vitest';
import { sameBankOn } from './bank-names.ts';

const flutterwave = {
  list: 'flutterwave' as const,
  banks: [
    { code: '058', name: 'GTBank Plc' },
    { code: '305', name: 'Paycom' },
    { code: '302', name: 'Eartholeum' },
    { code: '044', name: 'Access Bank' },
    { code: '323', name: 'Access Money' },
    { code: '221', name: 'Stanbic IBTC Bank' },
    { code: '304', name: 'Stanbic Mobile Money' },
  ],
};

describe('a seller’s bank on another provider’s list', () => {
  it('GTBank from the built-in table is Flutterwave’s "GTBank Plc", by the name in brackets', () => {
    expect(sameBankOn({ list: 'builtin', code: '058', name: 'Guaranty Trust Bank (GTBank)' }, flutterwave)).toEqual({
      code: '058',
      name: 'GTBank Plc',
    });
  });

  it('OPay (Paystack’s 999992) is Flutterwave’s Paycom, 305', () => {
    expect(sameBankOn({ list: 'paystack', code: '999992', name: 'OPay' }, flutterwave)?.code).toBe('305');
  });

  it('a code the other list gives another bank is not trusted: TAJBank 302 is not Eartholeum', () => {
    expect(sameBankOn({ list: 'builtin', code: '302', name: 'TAJBank' }, flutterwave)).toBeUndefined();
  });

  it('a name that is not on the list leaves the seller to choose again', () => {
    expect(sameBankOn({ list: 'builtin', code: '50211', name: 'Kuda Microfinance Bank' }, flutterwave)).toBeUndefined();
  });

  it('"Access Bank" is Access Bank, not Access Money', () => {
    expect(sameBankOn({ list: 'builtin', code: '044', name: 'Access Bank' }, flutterwave)?.code).toBe('044');
  });

  it('between the built-in table and Paystack’s list, a code Paystack lists is kept whatever its name', () => {
    const paystack = { list: 'paystack' as const, banks: [{ code: '50211', name: 'Kuda Bank' }] };
    expect(sameBankOn({ list: 'builtin', code: '50211', name: 'Kuda Microfinance Bank' }, paystack)).toEqual({
      code: '50211',
      name: 'Kuda Bank',
    });
  });
});
