import type { BankList, BankOption } from './constants.ts';

/**
 * One bank under two names in the lists we know: OPay's licence is Paycom's (Paystack's and
 * Flutterwave's documented lists both say "Paycom"), and Flutterwave spells Parallex "Parralex".
 */
const ALIASES: Record<string, string> = { opay: 'paycom', parralex: 'parallex' };
/** Words every list adds or drops at will ("Kuda Bank" / "Kuda Microfinance Bank" / "Kuda MFB"). */
const FILLER = new Set(['bank', 'plc', 'limited', 'ltd', 'nigeria', 'of', 'the', 'mfb', 'microfinance', 'mfbank']);

/** The forms a bank's name may be matched on: the name without its brackets, and what the brackets hold ("GTBank"). */
export function bankNameKeys(name: string): string[] {
  const bracketed = [...name.matchAll(/\(([^)]*)\)/g)].map((m) => m[1]!);
  return [name.replace(/\([^)]*\)/g, ' '), ...bracketed]
    .map((part) =>
      part
        .toLowerCase()
        .replace(/&/g, ' and ')
        .split(/[^a-z0-9]+/)
        .filter((word) => word !== '' && !FILLER.has(word))
        .map((word) => ALIASES[word] ?? word)
        .join(' '),
    )
    .filter((key) => key !== '');
}

/**
 * The bank on `to` that a seller's stored bank is (decision 0032), or undefined when the seller
 * must choose again. The same list keeps the code. The built-in table holds Paystack's codes, so
 * between the two a code on the target list is kept. Otherwise the names decide, and only a name
 * that matches exactly one bank of the list (Flutterwave's "GTBank Plc" is "Guaranty Trust Bank
 * (GTBank)"): codes alone are not trusted across providers (Flutterwave's `302` is not TAJBank).
 */
export function sameBankOn(
  from: { list: BankList; code: string; name: string },
  to: { list: BankList; banks: readonly BankOption[] },
): BankOption | undefined {
  const byCode = to.banks.find((bank) => bank.code === from.code);
  if (from.list === to.list) return byCode;
  const paystackCodes = new Set<BankList>(['builtin', 'paystack']);
  if (byCode && paystackCodes.has(from.list) && paystackCodes.has(to.list)) return byCode;
  const keys = new Set(bankNameKeys(from.name));
  const matches = to.banks.filter((bank) => bankNameKeys(bank.name).some((key) => keys.has(key)));
  return matches.length === 1 ? matches[0] : undefined;
}
