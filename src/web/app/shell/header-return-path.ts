import { paths } from '../../lib/paths.ts';
import { safeReturnPath } from '../guards/decide-access.ts';

const AUTH_PAGES: readonly string[] = [paths.signIn.pattern, paths.signUp.pattern, paths.retrieve.pattern];

/**
 * Where the header's Sign In and Get Started bring the person back to once signed in, handed on in
 * the history state as `from` (the guards' and the sign-in page's return path). A person takes these
 * links as often as the sign-in card's own, so they must not drop the way back: on the sign-in and
 * sign-up pages they hand on the page the person is on their way to; on the cart, a shopper signing
 * in is on the way to the checkout (which sends an emptied cart back to the cart); anywhere else,
 * the page they were on. Home needs none: it is where sign-in goes by default.
 */
export function headerReturnPath(location: { pathname: string; search: string; state: unknown }): string | undefined {
  if (AUTH_PAGES.includes(location.pathname)) {
    const state = location.state;
    return typeof state === 'object' && state !== null ? safeReturnPath((state as { from?: unknown }).from) : undefined;
  }
  if (location.pathname === paths.cart.pattern) return paths.checkout.href();
  if (location.pathname === paths.home.pattern) return undefined;
  return safeReturnPath(`${location.pathname}${location.search}`);
}
