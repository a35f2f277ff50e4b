import { and, eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { accounts } from '../db/schema.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';
import { AUTH_RATE_LIMIT } from '../../shared/constants.ts';
import type { RateRule } from '../db/rate-count.ts';
import { checkRateLimits, hitRateLimits } from './rate-limit.ts';

/** Wrong passwords given to confirm a change, per account and IP (as for sign-in). */
const confirmFailuresRule = (userId: string, ip: string): RateRule => ({
  key: `confirm-password-failure:${userId}:${ip}`,
  limit: AUTH_RATE_LIMIT.failuresPerAccountAndIp,
  windowSeconds: AUTH_RATE_LIMIT.windowSeconds,
});

/**
 * A signed-in person proves it is them again before a sensitive change (the bank account
 * cashouts go to). Checked against better-auth's credential hash with its own verifier. A wrong
 * password is a 400 on the `currentPassword` field; too many from one IP are refused (429) for the
 * rest of the window, so a stolen session cannot guess the password here.
 */
export async function verifyOwnPassword(
  deps: Pick<Deps, 'db' | 'auth'>,
  input: { userId: string; password: string; ip: string },
): Promise<void> {
  const rule = confirmFailuresRule(input.userId, input.ip);
  await checkRateLimits(deps.db, [rule]);
  const [credential] = await deps.db
    .select({ hash: accounts.password })
    .from(accounts)
    .where(and(eq(accounts.userId, input.userId), eq(accounts.providerId, 'credential')));
  const context = await deps.auth.$context;
  const matches = credential?.hash
    ? await context.password.verify({ hash: credential.hash, password: input.password })
    : false;
  if (matches) return;
  await hitRateLimits(deps.db, [rule]);
  throw new AppError('invalid_input', messages.bankDetails.wrongPassword, {
    currentPassword: messages.bankDetails.wrongPassword,
  });
}
