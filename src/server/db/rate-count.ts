import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';
import { rateLimits } from './schema.ts';

/** A counted limit: at most `limit` uses of `key` in each fixed window of `windowSeconds`. */
export type RateRule = { key: string; limit: number; windowSeconds: number };

export function windowStart(windowSeconds: number, now = Date.now()): Date {
  const ms = windowSeconds * 1000;
  return new Date(Math.floor(now / ms) * ms);
}

/**
 * Counts `uses` of `rule` (in the database, so every app instance shares the count) and returns the
 * uses in its current window, these included.
 */
export async function countRateUse(db: DbOrTx, rule: RateRule, uses = 1): Promise<number> {
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: windowStart(rule.windowSeconds), count: uses })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${uses}` },
    })
    .returning({ count: rateLimits.count });
  return row?.count ?? 0;
}
