import { z } from 'zod';
import { PASSWORD_MAX_LENGTH } from '../constants.ts';
import { messages } from '../messages.ts';
import { textField } from './fields.ts';
import { payoutAccountFields } from './vendor-request.ts';

/**
 * PUT /api/profile/bank-details (docs/product.md#bank-details): a seller's new payout account, confirmed with their
 * password, so that a session alone (a borrowed phone, a stolen cookie) cannot redirect cashouts.
 */
export const bankDetailsInputSchema = z.strictObject({
  ...payoutAccountFields,
  currentPassword: textField(messages.bankDetails.passwordRequired)
    .min(1, messages.bankDetails.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, messages.bankDetails.wrongPassword),
});
export type BankDetailsInput = z.input<typeof bankDetailsInputSchema>;
export type BankDetailsValues = z.output<typeof bankDetailsInputSchema>;
