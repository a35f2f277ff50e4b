import type { FieldErrors } from 'react-hook-form';
import { messages } from '../../../shared/messages.ts';
import { fieldErrorId } from '../../components/ui/field.tsx';

/**
 * The error props of the e-mail and password fields of the sign-in and sign-up forms. When both
 * are empty the shared schema gives each the same message, "Email and password required":
 * it is printed once, under the password, and both fields stay invalid and described by it.
 */
export function credentialErrors(errors: FieldErrors<{ email: string; password: string }>, passwordId: string) {
  const email = errors.email?.message;
  const password = errors.password?.message;
  const shared = email === messages.auth.emailAndPasswordRequired && password === email;
  return {
    email: { error: email, errorShownAt: shared ? fieldErrorId(passwordId) : undefined },
    password: { id: passwordId, error: password },
  };
}
