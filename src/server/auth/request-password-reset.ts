import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { messages } from '../../shared/messages.ts';
import { hitRateLimits } from './rate-limit.ts';
import { ipRule, resetEmailRule } from './auth-rate-rules.ts';
import { PASSWORD_RESET_JOB } from './send-password-reset.ts';

/**
 * "Forgot password": queues the reset e-mail and answers at once, the same for every address, so
 * neither the words nor the time taken tell whether the address has an account.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'jobs' | 'logger'>,
  input: { email: string; ip: string },
): Promise<{ message: string }> {
  await hitRateLimits(deps.db, [ipRule('reset', input.ip), resetEmailRule(input.email)]);
  try {
    await enqueueJob(deps.db, { kind: PASSWORD_RESET_JOB, payload: { email: input.email } });
  } catch (error) {
    deps.logger.error({ err: error }, 'queueing the password reset e-mail failed');
    throw new AppError('unavailable', messages.auth.resetFailed);
  }
  deps.jobs.kick();
  return { message: messages.auth.resetSent };
}
