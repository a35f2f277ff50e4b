import { useMutation, type UseMutationOptions } from '@tanstack/react-query';

/**
 * A form's mutation that always comes to an answer the person sees. TanStack Query's default holds
 * a mutation started offline until the browser says it is back: a spinner with no word, and back
 * online the held request and the person's retry both go (a review written twice, two success
 * toasts). With 'always' the request is sent at once and fails at once with the connection message
 * (src/web/lib/api.ts), and the person's next try is the only one. Paired with `callWithin`, which
 * gives up on a request that never comes back. Sign-in, sign-up, password reset and reviews use it.
 */
export function useAnsweringMutation<TData, TVariables = void>(options: UseMutationOptions<TData, Error, TVariables>) {
  return useMutation({ ...options, networkMode: 'always' });
}
