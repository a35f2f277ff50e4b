/** Texts of the account pages that src/shared/messages.ts does not hold (none is one of the product's stated messages). */
export const accountUi = {
  resetLinkMissing: 'This page needs the link from your password reset e-mail.',
} as const;
