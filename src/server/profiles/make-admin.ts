import type { DbOrTx } from '../db/client.ts';
import { profiles } from '../db/schema.ts';

/**
 * The account becomes an admin (the ADMIN_EMAIL bootstrap): its profile's role is set to admin, and
 * an auth user without a profile (left by an old crash) gets one, as admin.
 */
export async function makeAdmin(db: DbOrTx, input: { userId: string; email: string; fullName: string }) {
  await db
    .insert(profiles)
    .values({ id: input.userId, email: input.email, fullName: input.fullName, role: 'admin' })
    .onConflictDoUpdate({ target: profiles.id, set: { role: 'admin' } });
}
