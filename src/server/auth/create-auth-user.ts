import type { Auth } from './better-auth.ts';

export type CreateAuthUserInput = { fullName: string; email: string; password: string };

/** The better-auth user and its password account; the profile is the caller's (workflows/create-account/create-account.ts). */
export async function createAuthUser(auth: Auth, input: CreateAuthUserInput): Promise<{ id: string }> {
  const result = await auth.api.signUpEmail({
    body: { name: input.fullName, email: input.email, password: input.password },
  });
  return { id: result.user.id };
}
