import { z } from 'zod';
import { messages } from '../messages.ts';

// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const NO_NUL = /^[^\u0000]*$/;

/**
 * Every text input starts here: a string without NUL characters (PostgreSQL refuses them, so they
 * would otherwise surface as a 500). `error` is the message when the value is missing or not text.
 */
export const textField = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).regex(NO_NUL, messages.http.forbiddenCharacter);

/** E-mail as people type it: trimmed and lowercased before it is checked or stored. */
export const emailField = (requiredMessage: string = messages.auth.emailRequired) =>
  textField(requiredMessage)
    .trim()
    .toLowerCase()
    .min(1, requiredMessage)
    .pipe(z.email({ error: messages.auth.emailInvalid }));

export const optionalText = (max: number) =>
  textField()
    .trim()
    .max(max, `Must be at most ${max} characters`)
    .transform((v) => (v === '' ? null : v))
    .nullable()
    .optional();
