import { useLocation } from 'react-router';

/**
 * What the sign-in and sign-up pages carry between each other in the history state: `from`, the
 * page to return to once signed in (the route guards and "Sign In to Checkout" put it there), and
 * `email`, the address just registered, to fill in on the sign-in form.
 */
export type AuthNavigationState = { from?: string; email?: string };

/** Reads that state defensively: history state survives reloads and may hold anything. */
export function useAuthNavigationState(): AuthNavigationState {
  const state: unknown = useLocation().state;
  if (typeof state !== 'object' || state === null) return {};
  const { from, email } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' ? { from } : {}),
    ...(typeof email === 'string' ? { email } : {}),
  };
}

/** The return path alone, to hand on when moving between sign-in and sign-up. */
export const returnPathOnly = ({ from }: AuthNavigationState): AuthNavigationState => (from ? { from } : {});
