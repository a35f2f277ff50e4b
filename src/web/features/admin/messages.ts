/** Texts of the admin tabs that src/shared/messages.ts does not hold (none is one of the product's stated messages). */
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
  // A seller made a customer stops selling.
  demotionChecking: 'Checking their stores, open orders and earnings…',
  demotionStores: (n: number) =>
    n === 0
      ? 'They have no active store.'
      : `They stop selling at once: ${n} active ${n === 1 ? 'store' : 'stores'} will be deactivated.`,
  demotionOpenOrders: (n: number) =>
    `They have ${n} open ${n === 1 ? 'order' : 'orders'} (not yet delivered or cancelled) and can no longer fulfil ${n === 1 ? 'it' : 'them'}: an admin must fulfil or cancel ${n === 1 ? 'it' : 'them'} from the Orders tab.`,
  demotionNoOpenOrders: 'They have no open orders.',
  // Money a seller holds stays theirs after a demotion (docs/product.md#role-changes).
  demotionMoney: (total: string) =>
    `They hold ${total} of earnings. It stays theirs: as a customer they can still see their earnings and cash out to their bank account from their dashboard.`,
  demotionMoneyParts: (parts: string[]) => `${parts.join(', ')}.`,
  demotionMoneyAvailable: (naira: string) => `${naira} available`,
  demotionMoneyPending: (naira: string) => `${naira} still held for returns`,
  demotionMoneyRequested: (naira: string) => `${naira} asked for in pending cashouts`,
  demotionMoneyProcessing: (naira: string) => `${naira} on its way to their bank`,
  demotionOwes: (naira: string) =>
    `They owe ${naira} in commission on sales paid on delivery; it stays owed after the change.`,
  demotionNotUndone: 'Making them a vendor again does not reactivate the stores; an admin can, on the Stores tab.',
  demoteConfirm: 'Demote and deactivate stores',
  storesDeactivated: (n: number) => `${n} ${n === 1 ? 'store' : 'stores'} deactivated`,
  // The Needs attention tab: payments Oja could not settle by itself.
  needsAttention: 'Needs attention',
  noPaymentIssues: 'Nothing needs attention.',
  noPaymentIssuesWhilePayouts: 'No payment needs attention.',
  noPaymentIssuesBody: 'Payments Oja cannot settle by itself show here, for a person to look at.',
  noResolvedPaymentIssues: 'No resolved issues yet.',
  openIssueCount: (count: number) => `${count} open`,
  referenceCopied: 'Payment reference copied',
  copyFailed: 'Could not copy; select the reference and copy it by hand.',
  resolveNoteLabel: 'How was this resolved?',
  resolveNoteHint: 'Seen by other admins with the issue. Up to 500 characters.',
  resolveTitle: 'Mark this issue resolved',
  refundConfirm: 'Refund',
  refundToAccount: 'Send to customer’s account',
  refundToAccountTitle: 'Send the refund to the customer’s bank account',
  refundToAccountBody: (issueLabel: string) =>
    `For ${issueLabel}. Paystack holds this refund and will pay it into this account. Check the number with the customer first.`,
  refundToAccountSubmit: 'Send refund',
  sendRefundAgain: 'Send refund again',
  markRefundPaid: 'Mark refunded',
  markRefundPaidTitle: 'Mark this refund paid back by hand',
  markRefundPaidNoteLabel: 'How was the customer paid back?',
  providerSaid: 'Provider said',
  acceptPayment: 'Accept payment',
  acceptPaymentTitle: 'Accept this payment as paid in full?',
  /** What accepting a short payment costs Oja, in the dialog's first words. */
  acceptPaymentSummary: (paid: string, asked: string, absorbed: string) =>
    `${paid} paid of ${asked}; Oja absorbs ${absorbed}. The orders become paid and the sellers are credited in full.`,
  acceptPaymentNoteLabel: 'Why is this payment accepted?',
} as const;
