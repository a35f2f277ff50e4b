import { and, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rateLimits } from './schema.ts';

/** A counted limit: at most `limit` uses of `key` in any `windowSeconds` (a sliding window). */
export type RateRule = { key: string; limit: number; windowSeconds: number };

export function windowStart(windowSeconds: number, now = Date.now()): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now / ms) * ms);
}

/**
 * Counts `uses` of `rule` (in the database, so every app instance shares the count) and returns the
 * uses in the sliding window ending now, these included.
 *
 * Counts are kept per fixed window, but the previous window's count still weighs in, in proportion
 * to how much of it the sliding window covers. With fixed windows alone, a guesser could spend the
 * whole allowance just before a boundary and again just after it, and a burst that straddled a
 * boundary was never refused.
 */
export async function countRateUse(db: DbOrTx, rule: RateRule, uses = 1, now = Date.now()): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: windowStart(rule.windowSeconds, now), count: uses })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${uses}` },
    })
    .returning({ count: rateLimits.count });
  return (row?.count ?? 0) + (await previousWindowShare(db, rule, now));
}

/** The uses of `rule` in the sliding window ending now, without counting one. */
export async function readRateUses(db: DbOrTx, rule: RateRule, now = Date.now()): Promise<number> {
  return (
    (await windowCount(db, rule.key, windowStart(rule.windowSeconds, now))) + (await previousWindowShare(db, rule, now))
  );
}

async function previousWindowShare(db: DbOrTx, rule: RateRule, now: number): Promise<number> {
  const ms = rule.windowSeconds * 1000;
  const current = windowStart(rule.windowSeconds, now).getTime();
  const stillCovered = 1 - (now - current) / ms;
  const previous = await windowCount(db, rule.key, new Date(current - ms));
  return previous * stillCovered;
}

async function windowCount(db: DbOrTx, key: string, start: Date): Promise<number> {
  const [row] = await db
    .select({ count: rateLimits.count })
    .from(rateLimits)
    .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, start)));
  return row?.count ?? 0;
}

/** Drops windows that ended long ago; called now and then so the table stays small. */
export async function pruneRateLimits(db: DbOrTx, olderThan: Date): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, olderThan));
}
