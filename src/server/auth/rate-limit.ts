import type { DbOrTx } from '../db/client.ts';
import { countRateUse, readRateUses, type RateRule } from '../db/rate-count.ts';
import { AppError } from '../errors.ts';
import { messages } from '../../shared/messages.ts';

/** Counts one attempt against each rule, in the database so every app instance shares the count. */
export async function hitRateLimits(db: DbOrTx, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    if (!(await takeRateAllowance(db, rule))) throw new AppError('rate_limited', messages.auth.tooManyAttempts);
  }
}

/** Counts one use of `rule` and says whether it was still within its limit (never throws). */
export async function takeRateAllowance(db: DbOrTx, rule: RateRule): Promise<boolean> {
  return (await countRateUse(db, rule)) <= rule.limit;
}

/** Refuses when a rule is already used up, without counting this attempt. */
export async function checkRateLimits(db: DbOrTx, rules: RateRule[]): Promise<void> {
  for (const rule of rules) {
    if ((await readRateUses(db, rule)) >= rule.limit) throw new AppError('rate_limited', messages.auth.tooManyAttempts);
  }
}
