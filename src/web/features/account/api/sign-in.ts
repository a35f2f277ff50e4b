import { useMutation } from '@tanstack/react-query';
import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';

/** POST /api/auth/sign-in; gives up after ANSWER_WAIT_MS on a connection that never answers. */
export const signIn = (input: SignInInput) =>
  callWithin((options) => api.auth['sign-in'].$post({ json: input }, options));

export function useSignIn(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signIn>>, SignInInput>) {
  // 'always': offline, the request is sent and fails at once with the connection message, rather
  // than being held (a spinner with no word) until the browser says it is back online.
  return useMutation({ mutationFn: signIn, networkMode: 'always', ...callbacks });
}
