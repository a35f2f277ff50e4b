import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { profiles, users } from '../db/schema.ts';
import { AppError } from '../http/app-error.ts';
import { resetLinkCapture } from './better-auth.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { checkRateLimits, hitRateLimits, type RateRule } from './rate-limit.ts';
import { AUTH_RATE_LIMIT } from '../../shared/constants.ts';
import { messages } from '../../shared/messages.ts';
import type { Role } from '../../shared/constants.ts';

type SignUp = { fullName: string; email: string; password: string };
type SignIn = { email: string; password: string };

const { windowSeconds } = AUTH_RATE_LIMIT;
const addressRule = (action: string, email: string): RateRule => ({
  key: `${action}:email:${email}`,
  limit: AUTH_RATE_LIMIT.perAddress,
  windowSeconds,
});
const ipRule = (action: string, ip: string): RateRule => ({
  key: `${action}:ip:${ip}`,
  limit: AUTH_RATE_LIMIT.perIp,
  windowSeconds,
});

/** Creates the auth user and their customer profile; used by sign-up, the admin bootstrap and the seed. */
export async function createAccount(deps: Pick<Deps, 'db' | 'auth'>, input: SignUp, role: Role = 'customer') {
  const { db, auth } = deps;
  const result = await auth.api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password },
  });
  const userId = result.user.id;
  try {
    await db.insert(profiles).values({ id: userId, email: input.email, fullName: input.fullName, role });
  } catch (error) {
    // A profile that cannot be written leaves no half-made account behind.
    await db.delete(users).where(eq(users.id, userId));
    throw error;
  }
  return { id: userId };
}

async function emailIsRegistered(deps: Pick<Deps, 'db'>, email: string): Promise<boolean> {
  const [row] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

export async function signUp(deps: Deps, input: SignUp, ip: string): Promise<{ message: string }> {
  if (await emailIsRegistered(deps, input.email)) return alreadyRegistered(deps, input.email, ip);
  try {
    await createAccount(deps, input);
  } catch (error) {
    // Two sign-ups with one address at once: the loser is told like any other duplicate.
    if (await emailIsRegistered(deps, input.email)) return alreadyRegistered(deps, input.email, ip);
    deps.logger.error({ err: error }, 'sign-up failed');
    throw new AppError('internal', messages.auth.signUpFailed);
  }
  return { message: messages.auth.signUpSucceeded };
}

/** The spec's already-registered case: send that address a reset e-mail and say so. */
async function alreadyRegistered(deps: Deps, email: string, ip: string): Promise<never> {
  try {
    await requestPasswordReset(deps, { email }, ip);
  } catch (error) {
    deps.logger.warn({ err: error }, 'reset e-mail for an already-registered sign-up failed');
    throw new AppError('conflict', messages.auth.alreadyRegisteredResetFailed);
  }
  throw new AppError('conflict', messages.auth.alreadyRegisteredResetSent);
}

/** Signs in; returns the Set-Cookie headers of the new session. */
export async function signIn(deps: Deps, input: SignIn, ip: string, userAgent: string | undefined): Promise<Headers> {
  const { db, auth } = deps;
  await hitRateLimits(db, [ipRule('signin', ip)]);
  // Only failures count against an address, so a person who signs in often is never locked out.
  await checkRateLimits(db, [addressRule('signin', input.email)]);
  const headers = new Headers();
  if (userAgent) headers.set('user-agent', userAgent);
  headers.set('x-forwarded-for', ip);
  try {
    const { headers: responseHeaders } = await auth.api.signInEmail({
      body: { email: input.email, password: input.password },
      headers,
      returnHeaders: true,
    });
    return responseHeaders;
  } catch (error) {
    if (error instanceof APIError && (error.status === 'UNAUTHORIZED' || error.statusCode === 401)) {
      await hitRateLimits(db, [addressRule('signin', input.email)]);
      throw new AppError('unauthenticated', messages.auth.invalidCredentials);
    }
    deps.logger.error({ err: error }, 'sign-in failed');
    throw new AppError('internal', messages.auth.signInFailed);
  }
}

/** Ends the session server-side; returns the headers that clear the cookie. */
export async function signOut(deps: Deps, requestHeaders: Headers): Promise<Headers> {
  // Our CSRF defence is at the HTTP layer (JSON-only API, SameSite=Lax, Origin check on forms), so
  // better-auth's own origin check is handed our origin rather than the browser's optional header.
  const headers = new Headers({ origin: deps.config.publicUrl });
  const cookie = requestHeaders.get('cookie');
  if (!cookie) return new Headers();
  headers.set('cookie', cookie);
  const result = await deps.auth.api.signOut({ headers, body: {}, returnHeaders: true });
  return result.headers;
}

/** Sends a reset link when the address has an account; says the same either way. */
export async function requestPasswordReset(deps: Deps, input: { email: string }, ip: string): Promise<{ message: string }> {
  await hitRateLimits(deps.db, [ipRule('reset', ip), addressRule('reset', input.email)]);
  const captured: { to?: string; link?: string } = {};
  await resetLinkCapture.run(captured, () =>
    deps.auth.api.requestPasswordReset({
      body: { email: input.email, redirectTo: `${deps.config.publicUrl}/reset-password` },
    }),
  );
  try {
    if (captured.to && captured.link) await deps.mailer.send(passwordResetMail(captured.to, captured.link));
  } catch (error) {
    deps.logger.error({ err: error }, 'password reset e-mail failed');
    throw new AppError('unavailable', messages.auth.resetFailed);
  }
  return { message: messages.auth.resetSent };
}

/** Sets a new password from an e-mailed token; every session of that user ends. */
export async function resetPassword(deps: Deps, input: { token: string; password: string }): Promise<{ message: string }> {
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
