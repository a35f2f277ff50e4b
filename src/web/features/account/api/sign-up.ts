import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { api, call, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/sign-up. */
export const signUp = (input: SignUpInput) => call(api.auth['sign-up'].$post({ json: input }));

export function useSignUp(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signUp>>, SignUpInput>) {
  return useMutation({ mutationFn: signUp, ...callbacks });
}
