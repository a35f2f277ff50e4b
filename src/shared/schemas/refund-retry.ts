import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * POST /api/admin/payment-issues/:issueId/refund-to-account: the customer's bank account for
 * Paystack's retry of a needs-attention refund. A NUBAN is ten digits; the bank is its code, which
 * the provider's adapter turns into the provider's own bank id.
 */
export const refundToAccountInputSchema = z.object({
  accountNumber: z
    .string({ error: messages.paymentIssues.accountNumberInvalid })
    .trim()
    .regex(/^\d{10}$/, messages.paymentIssues.accountNumberInvalid),
  bankCode: z
    .string({ error: messages.paymentIssues.bankRequired })
    .trim()
    .min(1, messages.paymentIssues.bankRequired)
    .max(12, messages.paymentIssues.bankRequired),
});
export type RefundToAccountInput = z.infer<typeof refundToAccountInputSchema>;
