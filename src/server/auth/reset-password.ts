import { APIError } from 'better-auth/api';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** Sets a new password from an e-mailed token; every session of that user ends. */
export async function resetPassword(deps: Pick<Deps, 'auth'>, input: { token: string; password: string }): Promise<{ message: string }> {
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError) {
      throw new AppError('invalid_input', messages.auth.resetPasswordFailed, { token: messages.auth.resetPasswordFailed });
    }
    throw error;
  }
  return { message: messages.auth.resetPasswordSucceeded };
}
