import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { passwordResetMail } from '../mail/templates.ts';
import { messages } from '../../shared/messages.ts';
import { resetLinkCapture } from './better-auth.ts';
import { hitRateLimits } from './rate-limit.ts';
import { ipRule, resetEmailRule } from './auth-rate-rules.ts';

/** Sends a reset link when the address has an account; says the same either way. */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'auth' | 'mailer' | 'config' | 'logger'>,
  input: { email: string; ip: string },
): Promise<{ message: string }> {
  await hitRateLimits(deps.db, [ipRule('reset', input.ip), resetEmailRule(input.email)]);
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
