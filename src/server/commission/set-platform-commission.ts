import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { commissionRules } from '../db/schema.ts';
import type { PlatformCommissionInput } from '../../shared/schemas/commission.ts';
import { readCommissionRules } from './read-commission-rules.ts';

/**
 * Admin: the platform default rate and whether delivery fees are commissioned, in one statement.
 * Orders placed from now on are commissioned at it; placed orders keep the figures they froze.
 */
export async function setPlatformCommission(db: DbOrTx, input: PlatformCommissionInput) {
  await db
    .insert(commissionRules)
    .values({ scope: 'platform', ...input })
    .onConflictDoUpdate({
      target: commissionRules.scope,
      targetWhere: sql`${commissionRules.scope} = 'platform'`,
      set: { ...input, updatedAt: sql`now()` },
    });
  return readCommissionRules(db);
}
