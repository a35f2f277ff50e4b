import { z } from 'zod';
import { resetPasswordInputSchema } from '../../../shared/schemas/auth.ts';
import { messages } from '../../../shared/messages.ts';

/** The shared rule for the new password, plus the confirmation only the form has (docs/product.md#accounts). */
export const resetPasswordFormSchema = resetPasswordInputSchema
  .pick({ password: true })
  .extend({ confirmPassword: z.string() })
  .refine((form) => form.password === form.confirmPassword, {
    message: messages.auth.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
