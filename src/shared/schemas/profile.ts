import { z } from 'zod';
import { ROLES } from '../constants.ts';
import { textField } from './fields.ts';
import { optionalNigerianPhoneField } from './phone.ts';

export const updateProfileInputSchema = z.strictObject({
  fullName: textField().trim().min(1, 'Full name is required').max(120, 'Must be at most 120 characters').optional(),
  /** Empty clears the phone (null); anything else follows the one Nigerian phone rule and is stored normalised. */
  phone: optionalNigerianPhoneField
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional(),
});
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const updateRoleInputSchema = z.strictObject({
  role: z.enum(ROLES, { error: 'Role must be customer, vendor or admin' }),
  /**
   * A seller made a customer loses their stores (docs/product.md#role-changes). When they have open orders the admin
   * confirms by naming how many (as the confirmation showed them); a wrong or missing number is a 409.
   */
  confirmOpenOrders: z.number({ error: 'Must be a number' }).int().min(0).optional(),
});
export type UpdateRoleInput = z.input<typeof updateRoleInputSchema>;
