/**
 * User-facing texts that src/shared/messages.ts does not hold and that more than one part of the
 * web shows. A feature's own texts live in its messages.ts.
 */
export const uiMessages = {
  noOrdersYet: 'No orders yet.',
  networkError: 'Could not reach Oja. Check your connection and try again.',
  sessionLoadFailed: 'We could not check whether you are signed in.',
} as const;
