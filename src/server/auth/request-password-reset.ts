import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { messages } from '../../shared/messages.ts';
import { hitRateLimits, takeRateAllowance } from './rate-limit.ts';
import { ipRule, resetEmailRule } from './auth-rate-rules.ts';
import { passwordResetJob } from './send-password-reset.ts';

/**
 * "Forgot password": queues the reset e-mail and answers at once, the same for every address, so
 * neither the words nor the time taken tell whether the address has an account or is limited.
 *
 * An address gets at most AUTH_RATE_LIMIT.resetsPerEmail mails in the window, whoever asks and from
 * however many IPs: strangers cannot flood an inbox. The owner loses nothing by it: the mails the
 * strangers caused are in the owner's inbox, and their links work. The count lives in the
 * database, so it holds across every app process. A request over the limit is still queued, as a
 * job that sends nothing, so it takes the same statements as one within it.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'logger'>,
  input: { email: string; ip: string },
): Promise<{ message: string }> {
  await hitRateLimits(deps.db, [ipRule('reset', input.ip)]);
  const send = await takeRateAllowance(deps.db, resetEmailRule(input.email));
  try {
    await enqueueJob(deps.db, passwordResetJob, { email: input.email, send });
  } catch (error) {
    deps.logger.error({ err: error }, 'queueing the password reset e-mail failed');
    throw new AppError('unavailable', messages.auth.resetFailed);
  }
  return { message: messages.auth.resetSent };
}
