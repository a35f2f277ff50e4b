/**
 * User-facing texts the web needs that src/shared/messages.ts does not hold.
 * None is a spec message; they are candidates to move to shared if the server needs them too.
 */
export const uiMessages = {
  brandTagline: 'Shop like a pro', // spec §1, the home page's tagline
  noCategoriesYet: 'Categories will appear here once the marketplace adds them.',
  cartEmpty: 'Your cart is empty',
  noOrdersYet: 'No orders yet.',
  networkError: 'Could not reach Oja. Check your connection and try again.',
  sessionLoadFailed: 'We could not check whether you are signed in.',
  resetLinkMissing: 'This page needs the link from your password reset e-mail.',
} as const;
