import type { Deps } from '../deps.ts';
import { AppError } from '../errors.ts';
import { enqueueJob } from '../jobs/enqueue-job.ts';
import { messages } from '../../shared/messages.ts';
import { countRateUse } from '../db/rate-count.ts';
import { hitRateLimits } from './rate-limit.ts';
import { ipRule, resetEmailAndIpRule, resetEmailRule } from './auth-rate-rules.ts';
import { passwordResetJob } from './send-password-reset.ts';

/**
 * "Forgot password": queues the reset e-mail and answers at once, the same for every address, so
 * neither the words nor the time taken tell whether the address has an account.
 */
export async function requestPasswordReset(
  deps: Pick<Deps, 'db' | 'logger'>,
  input: { email: string; ip: string },
): Promise<{ message: string }> {
  await hitRateLimits(deps.db, [ipRule('reset', input.ip)]);
  await limitRequestsForAddress(deps, input);
  try {
    await enqueueJob(deps.db, passwordResetJob, { email: input.email });
  } catch (error) {
    deps.logger.error({ err: error }, 'queueing the password reset e-mail failed');
    throw new AppError('unavailable', messages.auth.resetFailed);
  }
  return { message: messages.auth.resetSent };
}

/**
 * Requests for one address are counted per requesting IP, so strangers asking for someone's address
 * from many IPs never use up the owner's allowance. Once the address has been asked for often from
 * all IPs together, each IP still gets its first request for it in the window (the owner's, from an
 * IP that has not been abusing it) but no more, which bounds the mail strangers can cause.
 */
async function limitRequestsForAddress(deps: Pick<Deps, 'db'>, input: { email: string; ip: string }): Promise<void> {
  const fromThisIp = resetEmailAndIpRule(input.email, input.ip);
  const fromAll = resetEmailRule(input.email);
  const usesFromThisIp = await countRateUse(deps.db, fromThisIp);
  const usesFromAll = await countRateUse(deps.db, fromAll);
  const overFromThisIp = usesFromThisIp > fromThisIp.limit;
  const overFromAll = usesFromAll > fromAll.limit && usesFromThisIp > 1;
  if (overFromThisIp || overFromAll) throw new AppError('rate_limited', messages.auth.tooManyAttempts);
}
