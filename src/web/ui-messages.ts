/**
 * User-facing texts the web needs that src/shared/messages.ts does not hold (yet).
 * Texts quoted from the spec are marked "spec"; the rest are ours. Candidates to move to shared.
 */
export const uiMessages = {
  brandTagline: 'Shop like a pro', // spec §1
  searchPlaceholder: 'Search products, stores, categories...', // spec §2 Header
  searchPrompt: 'Type what you are looking for in the search box to find products, categories and stores.',
  noProductsYet: 'No products yet', // spec §2 route table, home
  noCategoriesYet: 'Categories will appear here once the marketplace adds them.',
  cartEmpty: 'Your cart is empty',
  noOrdersYet: 'No orders yet.', // spec §2 admin empty states
  networkError: 'Could not reach Oja. Check your connection and try again.',
  sessionLoadFailed: 'We could not check whether you are signed in.',
  signedOut: 'You have signed out.',
  resetLinkMissing: 'This page needs the link from your password reset e-mail.',
  avatarChooseFile: 'Choose an image first.',
} as const;
