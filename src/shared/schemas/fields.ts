import { z } from 'zod';
import { messages } from '../messages.ts';

/**
 * Text PostgreSQL cannot store: the NUL character (refused in text), and a UTF-16 surrogate with no
 * partner (JSON's "\ud800" escape: it has no UTF-8 form, so jsonb and text refuse it). With the `u`
 * flag a surrogate pair is one code point, so only a lone surrogate is in `Cs`.
 */
// eslint-disable-next-line no-control-regex -- finding the NUL character is the point
const STORABLE_TEXT = /^[^\u0000\p{Cs}]*$/u;

/** Whether PostgreSQL can store this text (see STORABLE_TEXT). */
export const isStorableText = (text: string): boolean => STORABLE_TEXT.test(text);

/**
 * Every text input starts here: a string PostgreSQL can store (the server refuses the rest before any
 * schema, src/server/http/validate.ts; this gives forms the same message). `error` is the message
 * when the value is missing or not text.
 */
export const textField = (error?: string) =>
  z.string(error === undefined ? undefined : { error }).regex(STORABLE_TEXT, messages.http.forbiddenCharacter);

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
