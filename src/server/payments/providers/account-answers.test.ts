import { describe, expect, it } from 'vitest';
import { saysAccountInvalid } from './account-answers.ts';

describe('a provider’s refusal of an account', () => {
  it.each([
    'Could not resolve account name. Check parameters or try again.',
    'Sorry, recipient account could not be validated. Please try again',
    'Service timed out, please try again',
    'Name enquiry failed',
  ])('"%s" may pass: the account is not checked, not refused', (message) => {
    expect(saysAccountInvalid(message)).toBe(false);
  });

  it.each([
    'Invalid account number',
    'Account number is invalid',
    'Sorry, that account number is invalid, please check and try again',
    'Unknown bank code',
    'The account does not exist',
  ])('"%s" says the account is wrong', (message) => {
    expect(saysAccountInvalid(message)).toBe(true);
  });
});
