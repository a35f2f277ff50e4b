import { useMutation } from '@tanstack/react-query';
import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/sign-up; gives up after ANSWER_WAIT_MS on a connection that never answers. */
export const signUp = (input: SignUpInput) =>
  callWithin((options) => api.auth['sign-up'].$post({ json: input }, options));

export function useSignUp(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signUp>>, SignUpInput>) {
  // 'always': offline it fails at once with the connection message instead of waiting unseen (see useSignIn).
  return useMutation({ mutationFn: signUp, networkMode: 'always', ...callbacks });
}
