import { APIError } from 'better-auth/api';
import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { checkRateLimits, hitRateLimits } from './rate-limit.ts';
import { ipRule, signInFailuresRule } from './auth-rate-rules.ts';

export type SignInInput = { email: string; password: string; ip: string; userAgent?: string | undefined };

/**
 * Checks the e-mail and password (with the sign-in rate limits) and starts a session; returns the
 * user's id and the Set-Cookie headers of the new session. The sign-in workflow calls it.
 */
export async function signInWithPassword(
  deps: Pick<Deps, 'db' | 'auth' | 'logger'>,
  input: SignInInput,
): Promise<{ userId: string; cookies: Headers }> {
  const { db, auth } = deps;
  await hitRateLimits(db, [ipRule('signin', input.ip)]);
  // Only failures count against an account, and only from the IP they came from: a person who signs
  // in often is never locked out, and neither is an owner whose account strangers are guessing at.
  const failures = signInFailuresRule(input.email, input.ip);
  await checkRateLimits(db, [failures]);
  const headers = new Headers();
  if (input.userAgent) headers.set('user-agent', input.userAgent);
  headers.set('x-forwarded-for', input.ip);
  try {
    const { headers: cookies, response } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    return { userId: response.user.id, cookies };
  } catch (error) {
    if (error instanceof APIError && (error.status === 'UNAUTHORIZED' || error.statusCode === 401)) {
      await hitRateLimits(db, [failures]);
      throw new AppError('unauthenticated', messages.auth.invalidCredentials);
    }
    deps.logger.error({ err: error }, 'sign-in failed');
    throw new AppError('internal', messages.auth.signInFailed);
  }
}
