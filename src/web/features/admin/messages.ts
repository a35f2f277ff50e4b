/** Texts of the admin tabs that src/shared/messages.ts does not hold (none is a spec message). */
export const adminUiMessages = {
  welcome: (name: string) => `Welcome, ${name}!`,
  welcomeBody:
    'From here you oversee the marketplace: add and remove categories, activate or deactivate stores and products, and manage users and their roles.',
  storeActivated: (name: string) => `${name} is now active`,
  storeDeactivated: (name: string) => `${name} is now inactive`,
  productActivated: (name: string) => `${name} is now active`,
  productDeactivated: (name: string) => `${name} is now inactive`,
  categoryImageChoice: 'Upload an image, or paste the address of one. A chosen file is used instead of the address.',
  imageUrlHint: 'An address starting with http:// or https://',
  filterProducts: 'Filter by product or store name',
  noProductsMatch: (text: string) => `No products match “${text}”`,
  productsShown: (shown: number, total: number) => `${shown} of ${total} products shown`,
  fileWins: 'A file is chosen, so this address will not be used.',
  /** "Make Ada Obi a vendor?" / "… an admin?" */
  confirmRoleTitle: (name: string, role: 'customer' | 'vendor' | 'admin') =>
    `Make ${name} ${role === 'admin' ? 'an' : 'a'} ${role}?`,
  confirmRoleBody: (from: string, to: string) => `Their role changes from ${from} to ${to}.`,
  confirmOwnAdminRole: 'This is your own account: you will lose access to the admin pages.',
  // The Needs attention tab (issue 16): payments Oja could not settle by itself.
  needsAttention: 'Needs attention',
  noPaymentIssues: 'Nothing needs attention.',
  noPaymentIssuesBody: 'Payments Oja cannot settle by itself show here, for a person to look at.',
  noResolvedPaymentIssues: 'No resolved issues yet.',
  openIssueCount: (count: number) => `${count} open`,
  referenceCopied: 'Payment reference copied',
  copyFailed: 'Could not copy; select the reference and copy it by hand.',
  resolveNoteLabel: 'How was this resolved?',
  resolveNoteHint: 'Seen by other admins with the issue. Up to 500 characters.',
  resolveTitle: 'Mark this issue resolved',
  refundConfirm: 'Refund',
} as const;
