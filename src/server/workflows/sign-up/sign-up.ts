import type { Deps } from '../../deps.ts';
import { AppError } from '../../errors.ts';
import { findAuthUser } from '../../auth/find-auth-user.ts';
import { requestPasswordReset } from '../../auth/request-password-reset.ts';
import { hitRateLimits, takeRateAllowance } from '../../auth/rate-limit.ts';
import { alreadyRegisteredMailRule, ipRule } from '../../auth/auth-rate-rules.ts';
import { AUTH_RATE_LIMIT } from '../../../shared/constants.ts';
import { messages } from '../../../shared/messages.ts';
import { createAccount } from '../create-account/create-account.ts';

export type SignUpInput = { fullName: string; email: string; password: string; ip: string };

/** A new customer account; an address that is already registered gets a reset e-mail instead (docs/product.md#accounts). */
export async function signUp(deps: Deps, input: SignUpInput): Promise<{ message: string }> {
  // Each sign-up costs a password hash, and one for a taken address mails its owner.
  await hitRateLimits(deps.db, [ipRule('signup', input.ip, AUTH_RATE_LIMIT.signUpsPerIp)]);
  if (await findAuthUser(deps.db, input)) return alreadyRegistered(deps, input);
  try {
    await createAccount(deps, input);
  } catch (error) {
    // Two sign-ups with one address at once: the loser is told like any other duplicate.
    if (await findAuthUser(deps.db, input)) return alreadyRegistered(deps, input);
    deps.logger.error({ err: error }, 'sign-up failed');
    throw new AppError('internal', messages.auth.signUpFailed);
  }
  return { message: messages.auth.signUpSucceeded };
}

/**
 * An address that is already registered (docs/product.md#accounts): send that address a reset e-mail and say so. Strangers can
 * repeat it at will, so the owner gets at most one such e-mail an hour; the answer stays the same.
 */
async function alreadyRegistered(deps: Deps, input: { email: string; ip: string }): Promise<never> {
  if (!(await takeRateAllowance(deps.db, alreadyRegisteredMailRule(input.email)))) {
    throw new AppError('conflict', messages.auth.alreadyRegisteredResetSent);
  }
  try {
    await requestPasswordReset(deps, input);
  } catch (error) {
    deps.logger.warn({ err: error }, 'reset e-mail for an already-registered sign-up failed');
    throw new AppError('conflict', messages.auth.alreadyRegisteredResetFailed);
  }
  throw new AppError('conflict', messages.auth.alreadyRegisteredResetSent);
}
