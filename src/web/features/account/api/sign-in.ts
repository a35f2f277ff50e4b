import type { SignInInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';
import { useAnsweringMutation } from '../../../lib/use-answering-mutation.ts';

/** POST /api/auth/sign-in; gives up after ANSWER_WAIT_MS on a connection that never answers. */
export const signIn = (input: SignInInput) =>
  callWithin((options) => api.auth['sign-in'].$post({ json: input }, options));

export function useSignIn(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signIn>>, SignInInput>) {
  return useAnsweringMutation({ mutationFn: signIn, ...callbacks });
}
