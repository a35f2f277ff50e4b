/** Texts of the account pages that src/shared/messages.ts does not hold (none is a spec message). */
export const accountUi = {
  resetLinkMissing: 'This page needs the link from your password reset e-mail.',
} as const;
