import { z } from 'zod';
import { messages } from '../messages.ts';

/** E-mail as people type it: trimmed and lowercased before it is checked or stored. */
export const emailField = (requiredMessage: string = messages.auth.emailRequired) =>
  z
    .string({ error: requiredMessage })
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .pipe(z.email({ error: messages.auth.emailInvalid }));

export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
