import type { Deps } from '../../deps.ts';
import { createAuthUser, type CreateAuthUserInput } from '../../auth/create-auth-user.ts';
import { deleteAuthUser } from '../../auth/delete-auth-user.ts';
import { createProfile } from '../../profiles/create-profile.ts';
import type { Role } from '../../../shared/constants.ts';

/** An auth user and its profile; used by sign-up, the admin bootstrap, the demo seed and tests. */
export async function createAccount(deps: Pick<Deps, 'db' | 'auth'>, input: CreateAuthUserInput & { role?: Role }) {
  const { id } = await createAuthUser(deps.auth, input);
  try {
    await createProfile(deps.db, {
      userId: id,
      email: input.email,
      fullName: input.fullName,
      role: input.role ?? 'customer',
    });
  } catch (error) {
    // A profile that cannot be written leaves no half-made account behind.
    await deleteAuthUser(deps.db, { userId: id });
    throw error;
  }
  return { id };
}
