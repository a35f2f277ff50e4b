import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { api, call } from './api.ts';
import { useHydrated } from './use-hydrated.ts';

export const sessionQueryKey = ['session'] as const;

const fetchSession = () => call(api.auth.session.$get());

export type SessionUser = NonNullable<Awaited<ReturnType<typeof fetchSession>>['user']>;

export const sessionQueryOptions = queryOptions({ queryKey: sessionQueryKey, queryFn: fetchSession });

/**
 * The signed-in user (or null) from the one cached session query that guards and the header share.
 * A page rendered on the server was rendered without a session, so while React hydrates it the
 * session is "not known yet" (pending), even when the browser already has it: the first render
 * matches the server's HTML exactly, and whatever depends on who is signed in follows right after.
 * Show a neutral placeholder while `isPending`, never the signed-out state.
 */
export function useSession() {
  const query = useQuery(sessionQueryOptions);
  const hydrated = useHydrated();
  return {
    user: hydrated ? (query.data?.user ?? null) : null,
    isPending: !hydrated || query.isPending,
    isError: hydrated && query.isError,
    refetch: query.refetch,
  };
}

/** Drops everything cached for the previous user, so nothing of theirs shows to the next one. */
function forgetUserData(client: QueryClient) {
  client.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
}

/** After a successful sign-in: reload the session; the signed-out-only guard then moves on. */
export async function onSignedIn(client: QueryClient) {
  forgetUserData(client);
  await client.invalidateQueries({ queryKey: sessionQueryKey });
}

/** After sign-out the answer is known, so the session is set rather than refetched. */
export function onSignedOut(client: QueryClient) {
  forgetUserData(client);
  client.setQueryData(sessionQueryKey, { user: null });
}
