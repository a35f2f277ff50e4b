import { eq } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { profiles, users } from '../db/schema.ts';
import { createAccount } from './service.ts';

/** ADMIN_EMAIL + ADMIN_PASSWORD: creates that account as admin, or promotes it if it exists. */
export async function bootstrapAdmin(deps: Pick<Deps, 'db' | 'auth' | 'logger'>, admin: { email: string; password: string }) {
  const { db, logger } = deps;
  const [user] = await db.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, admin.email));
  if (!user) {
    await createAccount(deps, { fullName: 'Administrator', email: admin.email, password: admin.password }, 'admin');
    logger.info({ email: admin.email }, 'admin account created');
    return;
  }
  await db
    .insert(profiles)
    .values({ id: user.id, email: admin.email, fullName: user.name, role: 'admin' })
    .onConflictDoUpdate({ target: profiles.id, set: { role: 'admin' } });
  logger.info({ email: admin.email }, 'admin account promoted');
}
