import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/sign-in. */
export const signIn = (input: SignInInput) => call(api.auth['sign-in'].$post({ json: input }));

export function useSignIn(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signIn>>, SignInInput>) {
  return useMutation({ mutationFn: signIn, ...callbacks });
}
