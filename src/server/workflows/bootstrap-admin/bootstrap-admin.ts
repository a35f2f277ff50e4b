import type { Deps } from '../../deps.ts';
import { findAuthUser } from '../../auth/find-auth-user.ts';
import { makeAdmin } from '../../profiles/make-admin.ts';
import { createAccount } from '../create-account/create-account.ts';

/** ADMIN_EMAIL + ADMIN_PASSWORD: creates that account as admin, or promotes it if it exists. */
export async function bootstrapAdmin(
  deps: Pick<Deps, 'db' | 'auth' | 'logger'>,
  admin: { email: string; password: string },
) {
  const { db, logger } = deps;
  const user = await findAuthUser(db, admin);
  if (!user) {
    await createAccount(deps, {
      fullName: 'Administrator',
      email: admin.email,
      password: admin.password,
      role: 'admin',
    });
    logger.info({ email: admin.email }, 'admin account created');
    return;
  }
  // An auth user without a profile (left by an old crash) gets one here, as admin.
  await makeAdmin(db, { userId: user.id, email: admin.email, fullName: user.name });
  logger.info({ email: admin.email }, 'admin account promoted');
}
