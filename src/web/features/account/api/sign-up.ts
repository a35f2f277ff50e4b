import type { SignUpInput } from '../../../../shared/schemas/auth.ts';
import { api, callWithin, type MutationCallbacks } from '../../../lib/api.ts';
import { useAnsweringMutation } from '../../../lib/use-answering-mutation.ts';

/** POST /api/auth/sign-up; gives up after ANSWER_WAIT_MS on a connection that never answers. */
export const signUp = (input: SignUpInput) =>
  callWithin((options) => api.auth['sign-up'].$post({ json: input }, options));

export function useSignUp(callbacks: MutationCallbacks<Awaited<ReturnType<typeof signUp>>, SignUpInput>) {
  return useAnsweringMutation({ mutationFn: signUp, ...callbacks });
}
