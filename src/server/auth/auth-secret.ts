import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { appSettings } from '../db/schema.ts';

const KEY = 'auth_secret';

/**
 * AUTH_SECRET when configured; otherwise one generated on first start and kept in the database, so
 * sessions survive restarts and every instance on the same database signs cookies alike.
 */
export async function resolveAuthSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  await db
    .insert(appSettings)
    .values({ key: KEY, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, KEY));
  if (!row) throw new Error('could not store the generated auth secret');
  return row.value;
}
