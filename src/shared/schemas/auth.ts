import { z } from 'zod';
import { messages } from '../messages.ts';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants.ts';
import { emailField, textField } from './fields.ts';

const required = messages.auth.emailAndPasswordRequired;

const newPassword = z
  .string({ error: required })
  .min(1, required)
  .min(PASSWORD_MIN_LENGTH, messages.auth.passwordTooShort)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signUpInputSchema = z.strictObject({
  fullName: textField(messages.auth.fullNameRequired).trim().min(1, messages.auth.fullNameRequired).max(120),
  email: emailField(required),
  password: newPassword,
});
export type SignUpInput = z.input<typeof signUpInputSchema>;

export const signInInputSchema = z.strictObject({
  email: emailField(required),
  password: textField(required).min(1, required).max(PASSWORD_MAX_LENGTH),
});
export type SignInInput = z.input<typeof signInInputSchema>;

export const requestResetInputSchema = z.strictObject({
  email: emailField(),
});
export type RequestResetInput = z.input<typeof requestResetInputSchema>;

export const resetPasswordInputSchema = z.strictObject({
  token: textField(messages.auth.resetPasswordFailed).min(1, messages.auth.resetPasswordFailed).max(200),
  password: newPassword,
});
export type ResetPasswordInput = z.input<typeof resetPasswordInputSchema>;
