/**
 * Whether a provider's refusal of a name enquiry (resolve) or a recipient says the account itself
 * is wrong. Neither provider documents its "no such account" words: Paystack's documented refusal is
 * "Could not resolve account name. Check parameters or try again." and Flutterwave's "…could not be
 * validated. Please try again", both of which a bank's name-enquiry outage also gives. So only words
 * that name the account (or the bank code) as invalid refuse a seller's details or a cashout; every
 * other refusal is "not checked" and asked again later (docs/decisions/0032-provider-bank-lists.md).
 */
const INVALID_ACCOUNT = [
  /\binvalid\b[^.]*\b(account|nuban)\b/i,
  /\b(account|nuban)\b[^.]*\b(is|was) (invalid|not valid)\b/i,
  /\baccount\b[^.]*\b(does not|doesn't) exist\b/i,
  /\bno such account\b/i,
  /\b(unknown|invalid) bank( code)?\b/i,
];

export function saysAccountInvalid(message: string): boolean {
  return INVALID_ACCOUNT.some((pattern) => pattern.test(message));
}
