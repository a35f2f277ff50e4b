import type { Deps } from '../../deps.ts';
import { signInWithPassword, type SignInInput } from '../../auth/sign-in-with-password.ts';
import { createMissingProfiles } from '../../profiles/create-missing-profiles.ts';

/** Signs in, and gives an account left without a profile (a sign-up cut short) its profile back. */
export async function signIn(deps: Pick<Deps, 'db' | 'auth' | 'logger'>, input: SignInInput): Promise<Headers> {
  const { userId, cookies } = await signInWithPassword(deps, input);
  await createMissingProfiles(deps.db, { userId });
  return cookies;
}
