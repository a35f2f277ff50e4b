import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { platformCreditSettings } from '../db/schema.ts';
import { DEFAULT_PLATFORM_CREDIT_DAILY_LIMIT_KOBO } from '../../shared/constants.ts';

/**
 * The platform-funded credit a store may gain in 24 hours before the rest waits for an admin
 * (decision 0026): the admin's setting, else DEFAULT_PLATFORM_CREDIT_DAILY_LIMIT_KOBO.
 */
export async function readPlatformCreditLimit(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ dailyLimitKobo: platformCreditSettings.dailyLimitKobo })
    .from(platformCreditSettings)
    .where(eq(platformCreditSettings.id, 1));
  return row?.dailyLimitKobo ?? DEFAULT_PLATFORM_CREDIT_DAILY_LIMIT_KOBO;
}

/** Sets the daily limit; credits already held or paid stay as they are. */
export async function setPlatformCreditLimit(db: DbOrTx, dailyLimitKobo: number): Promise<void> {
  await db
    .insert(platformCreditSettings)
    .values({ id: 1, dailyLimitKobo })
    .onConflictDoUpdate({ target: platformCreditSettings.id, set: { dailyLimitKobo, updatedAt: sql`now()` } });
}
