import { APIError } from 'better-auth/api';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { hitRateLimits } from './rate-limit.ts';
import { ipRule } from './auth-rate-rules.ts';

/** Sets a new password from an e-mailed token; every session and every other reset link of that user ends. */
export async function resetPassword(
  deps: Pick<Deps, 'auth' | 'db'>,
  input: { token: string; password: string; ip: string },
): Promise<{ message: string }> {
  // Tokens are long and random, but guessing still costs the guesser one attempt each.
  await hitRateLimits(deps.db, [ipRule('reset-attempt', input.ip)]);
  try {
    await deps.auth.api.resetPassword({ body: { token: input.token, newPassword: input.password } });
  } catch (error) {
    if (error instanceof APIError) {
      throw new AppError('invalid_input', messages.auth.resetPasswordFailed, {
        token: messages.auth.resetPasswordFailed,
      });
    }
    throw error;
  }
  return { message: messages.auth.resetPasswordSucceeded };
}
