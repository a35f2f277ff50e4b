import { z } from 'zod';
import { ACCOUNT_NUMBER_LENGTH, BVN_LENGTH, VENDOR_REQUESTS_PAGE_SIZE } from '../constants.ts';
import { messages } from '../messages.ts';
import { textField } from './fields.ts';
import { nigerianPhoneField } from './phone.ts';

const m = messages.vendorRequests;

/** Digits only and exactly `length` of them; spaces people type between groups are dropped. */
const digitsField = (length: number, required: string, digits: string, wrongLength: string) =>
  textField(required)
    .transform((v) => v.replace(/\s+/g, ''))
    .pipe(
      z
        .string()
        .min(1, { error: required, abort: true })
        .regex(/^\d*$/, { error: digits, abort: true })
        .refine((v) => v.length === length, wrongLength),
    );

/**
 * The bank account cashouts are paid to: the bank by its code on the payout provider's bank list
 * (GET /api/banks; the server checks the code against that list and adds the name), a NUBAN
 * account number and its holder. The vendor application asks for it, and a seller changes it later
 * (bank-details.ts).
 */
export const payoutAccountFields = {
  bankCode: textField(m.bankRequired)
    .trim()
    .min(1, m.bankRequired)
    .max(20, m.bankRequired)
    .regex(/^[A-Za-z0-9-]+$/, m.bankRequired),
  accountNumber: digitsField(
    ACCOUNT_NUMBER_LENGTH,
    m.accountNumberRequired,
    m.accountNumberDigits,
    m.accountNumberLength,
  ),
  accountName: textField(m.accountNameRequired)
    .trim()
    .min(1, m.accountNameRequired)
    .max(120, 'Must be at most 120 characters'),
};

/** docs/product.md#vendor-application: every field required. The bank is named by its code; the server adds the name. */
export const vendorRequestInputSchema = z.strictObject({
  phone: nigerianPhoneField,
  bvn: digitsField(BVN_LENGTH, m.bvnRequired, m.bvnDigits, m.bvnLength),
  ...payoutAccountFields,
});
export type VendorRequestInput = z.input<typeof vendorRequestInputSchema>;
export type VendorRequestValues = z.output<typeof vendorRequestInputSchema>;

/** Reject: the admin's reason is optional; without one the notes say "Rejected by admin". */
export const rejectVendorRequestInputSchema = z.strictObject({
  reason: textField().trim().max(500, m.reasonTooLong).optional(),
});

export const vendorRequestListQuerySchema = z.object({
  page: z.coerce.number({ error: 'Page must be a number' }).int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(VENDOR_REQUESTS_PAGE_SIZE),
});
