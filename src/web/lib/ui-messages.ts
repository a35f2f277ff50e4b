/**
 * User-facing texts that src/shared/messages.ts does not hold and that more than one part of the
 * web shows. A feature's own texts live in its messages.ts.
 */
export const uiMessages = {
  noOrdersYet: 'No orders yet.',
  networkError: 'Could not reach Oja. Check your connection and try again.',
  sessionLoadFailed: 'We could not check whether you are signed in.',
  // A page that failed to render (the routes' error element, src/web/app/shell/route-error.tsx).
  pageFailed: 'This page could not be shown',
  pageFailedHint: 'Something went wrong on our side while showing this page. Try again, or go back to the home page.',
  tryAgain: 'Try again',
  goHome: 'Go to the home page',
} as const;
