/** The one Nigerian phone rule's words (src/shared/schemas/phone.ts), wherever a phone is asked for. */
const phone = {
  required: 'Phone number is required',
  invalid: 'Enter a Nigerian phone number, e.g. 0803 123 4567',
};

/**
 * The product's own words: every message, alert and confirmation that docs/product.md names, in one
 * place for the server and the web (docs/product.md cites them by what they say, never copies them).
 */
export const messages = {
  phone,
  auth: {
    passwordTooShort: 'Password must be at least 6 characters',
    passwordHint: 'At least 6 characters',
    emailAndPasswordRequired: 'Email and password required',
    fullNameRequired: 'Full name is required',
    emailRequired: 'Email is required',
    emailInvalid: 'Enter a valid email address',
    signInFailed: 'Failed to sign in',
    invalidCredentials: 'Invalid email or password',
    signUpFailed: 'Failed to create account',
    signUpSucceeded: 'Account created successfully! Please sign in.',
    alreadyRegisteredResetSent: 'User already registered. A password reset email has been sent to that address.',
    alreadyRegisteredResetFailed: 'User already registered. Please sign in or use "forgot password".',
    resetFailed: 'Failed to send reset email',
    resetSent: 'Password reset link has been sent to your email. Please check your inbox.',
    resetPasswordSucceeded: 'Your password has been reset. Please sign in.',
    resetPasswordFailed: 'This reset link is invalid or has expired. Please request a new one.',
    passwordsDoNotMatch: 'Passwords do not match',
    noUserLoggedIn: 'No user logged in',
    tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  },
  access: {
    signInRequired: 'Please sign in to continue',
    adminRequired: 'Access denied. Admin account required.',
    vendorRequired: 'Access denied. Vendor or admin account required.',
    vendorAccountToCreateStore: 'You need a vendor account to create a store',
    storeNotFoundOrDenied: 'Store not found or access denied',
  },
  profile: {
    updated: 'Profile updated successfully!',
    updateFailed: (msg: string) => `Failed to update profile: ${msg}`,
    avatarUpdated: 'Avatar updated successfully!',
    avatarFailed: (msg: string) => `Failed to upload avatar: ${msg}`,
  },
  admin: {
    roleUpdated: 'User role updated successfully',
    roleUpdateFailed: (message: string) => `Error updating user role: ${message}`,
    lastAdmin: 'You are the last admin. Make another user an admin before changing your own role.',
    // A seller made a customer stops selling; open orders are named before it happens.
    demotionNeedsConfirmation: (name: string, openOrders: number) =>
      `${name} has ${openOrders} open ${openOrders === 1 ? 'order' : 'orders'} (not yet delivered or cancelled). Confirm the change again: their stores will be deactivated, and an admin must fulfil or cancel ${openOrders === 1 ? 'it' : 'them'}.`,
  },
  catalog: {
    noProductsYet: 'No products yet',
    noProductsInCategory: 'No products in this category',
    productsFound: (n: number) => `${n} product(s) found`,
    outOfStock: 'Out of Stock',
    addedToCart: 'Added to cart!',
    searchPrompt: 'Type something to search for products, stores and categories.',
    searchPlaceholder: 'Search products, stores, categories...',
  },
  reviews: {
    signInToReview: 'Please sign in to leave a review',
    ownProduct: 'You cannot review a product from your own store',
    submitted: 'Review submitted successfully!',
    submitFailed: (msg: string) => `Failed to submit review: ${msg}`,
  },
  stores: {
    variantImageNotOfProduct: "Choose one of this product's pictures",
    created: 'Store created successfully!',
    nameNeedsLetters: 'Store name must contain a letter or a number',
    createFailed: (msg: string) => `Failed to create store: ${msg}`,
    logoFailed: (msg: string) => `Failed to upload logo: ${msg}`,
    bannerFailed: (msg: string) => `Failed to upload banner: ${msg}`,
    nameTaken: 'A store with this name already exists. Choose another name.',
    loadFailed: 'Failed to load store data',
    productAdded: 'Product added successfully!',
    productAddFailed: (msg: string) => `Failed to add product: ${msg}`,
    productDeleted: 'Product deleted successfully!',
    productDeleteFailed: (msg: string) => `Failed to delete product: ${msg}`,
    productUpdated: 'Product updated successfully!',
    productUpdateFailed: (msg: string) => `Failed to update product: ${msg}`,
    confirmDeleteProduct: 'Are you sure you want to delete this product?',
    unknownCategory: 'Choose a category from the list',
    tooManyImages: 'Add at most 5 images',
    imageNotOfProduct: "Only this product's own images can be kept; add new ones as files",
  },
  categories: {
    created: 'Category created successfully!',
    nameNeedsLetters: 'Category name must contain a letter or a number',
    createFailed: (message: string) => `Failed to create category: ${message}`,
    deleted: 'Category deleted successfully!',
    deleteFailed: (message: string) => `Failed to delete category: ${message}`,
    confirmDelete: 'Are you sure you want to delete this category?',
    nameTaken: 'A category with this name already exists.',
    empty: 'No categories yet. Create your first category!',
  },
  adminCatalog: {
    storeStatusFailed: 'Failed to update store status',
    productStatusFailed: 'Failed to update product status',
    productDeleteFailed: 'Failed to delete product',
    noStores: 'No stores yet.',
    noProducts: 'No products yet.',
  },
  checkout: {
    signInToOrder: 'Please sign in to place an order',
    fillShippingDetails: 'Please fill in all shipping details',
    emailRequired: 'Email is required for payment processing',
    paymentSucceededOrderFailed: 'Payment succeeded but failed to create order. Please contact support.',
    paymentCancelled: 'Payment cancelled',
    placeOrderFailed: 'Failed to place order. Please try again.',
    paymentSuccessful: 'Payment successful! Your order has been placed.',
    whatsappPlaced: 'Order placed! Please complete payment via WhatsApp.',
    emptyCart: 'Your cart is empty',
    notEnoughStock: (name: string, left: number) =>
      left <= 0 ? `${name} is out of stock` : `Only ${left} of ${name} left in stock`,
    unavailable: (names: string) => `No longer available: ${names}`,
    duplicateLine: 'Each product may appear only once in a checkout',
    /** A product with sizes or colours is bought as one of its variants (decision 0025). */
    chooseVariant: (name: string) => `Choose which ${name} you want`,
    variantNotOfProduct: "That choice is not one of this product's",
    alreadyPaid: 'This payment has already been completed',
    notCancellable: 'This checkout can no longer be cancelled',
    paymentMismatch: 'The payment does not match this checkout',
    /** A payment of less than asked waits for an admin (docs/product.md#needs-attention): the shopper can neither cancel nor pay it again. */
    shortPaymentTitle: 'Your payment was short',
    shortPaymentNotes: (paid: string, asked: string) =>
      `You paid ${paid} of ${asked}. Your order is on hold until an admin either refunds what you paid or accepts it: you do not need to pay again, and you can keep shopping meanwhile.`,
    shortPaymentWaits:
      'You paid less than this checkout asked for, so an admin will either refund what you paid or accept it. It cannot be cancelled meanwhile.',
    providerUnavailable: 'The payment service is not responding. Please try again in a moment.',
    paymentNotFound: 'Payment not found',
    notWhatsApp: 'Only WhatsApp orders are marked paid by hand',
    orderNotPayable: 'This order cannot be marked paid',
    waitingForTransfer: 'Waiting for your transfer to arrive',
    waitingForTransferNotes:
      'Your bank transfer has started. Your order stays reserved and is confirmed as soon as the money arrives.',
    idempotencyMismatch: 'This Idempotency-Key was used for a different checkout',
    paymentNotSetUp: 'Payment is not set up yet on this marketplace. Please check back soon.',
    methodUnavailable: 'This payment method is not available',
    whatsappAdminOnly: 'Only an admin can confirm a WhatsApp payment, since it is paid to Oja',
    /** The ribbon on every page while the sandbox stands in for a card provider. */
    testModeTitle: 'TEST MODE',
    testModeNotes: 'payments are simulated, no real money moves',
  },
  // Promotions are money (docs/product.md#coupons, decision 0026): what the platform pays is paid only where it is safe.
  promotions: {
    notOnDelivery: 'Oja coupons cannot be used with pay on delivery: pay online by card or bank to use this coupon',
    notOnWhatsApp: 'Oja coupons cannot be used with WhatsApp payment: pay online by card or bank to use this coupon',
    /** Said the same of a store the shopper owns and one paid into their own account or phone, so it reveals nothing. */
    linkedStore: (storeName: string) =>
      `Oja coupons cannot be used at ${storeName}: it is your own store, or paid into your own bank account or phone`,
    budgetSpent: 'This coupon has reached its budget',
    budgetRequired: 'Give an Oja coupon a limit: total uses, a total budget in naira, or both',
    budgetInvalid: 'Enter the total budget in naira',
    /** A late payment whose coupon could not be taken again (docs/product.md#late-payments). */
    lateCouponGone:
      'Your payment arrived after the checkout was cancelled, and the coupon it used is no longer available to you; the payment is being refunded in full.',
    lateStockGone:
      'Your payment arrived after the checkout was cancelled, and some items are no longer in stock; the payment is being refunded in full.',
    /** Beside the spec's "Payment succeeded but failed to create order": where the shopper reads why. */
    refundedWhy:
      'Your payment is being refunded in full. Your order’s tracking on My Orders says why, and we have e-mailed you.',
    dailyLimitInvalid: 'Enter the daily limit in naira (0 or more)',
    creditNotFound: 'That held credit was not found',
    creditDecided: 'This credit has already been decided',
    rejectReasonRequired: 'Say why the credit is rejected',
    creditReleased: 'Credit released to the seller',
    creditRejected: 'Credit rejected: it will not be paid',
    underReview: 'Under review',
    rejected: 'Rejected',
  },
  // Pay on delivery (docs/product.md#pay-on-delivery): the customer pays the vendor at the door.
  payOnDelivery: {
    label: 'Pay on delivery',
    /** The checkout's choice. */
    choice: 'Pay on delivery — cash, POS or transfer at the door',
    /** Why the checkout cannot offer it: a store of the cart has not opted in. */
    notOfferedBy: (storeNames: string) => `Not offered by ${storeNames}`,
    /** Why the checkout cannot offer it: the checkout is over the admin's cap. */
    overCap: (cap: string) => `Only for orders up to ${cap}`,
    placed: (amount: string) => `Order placed! Have ${amount} ready to pay on delivery.`,
    /** What the customer sees on their order: the amount to have ready. */
    haveReady: (amount: string) => `Pay on delivery: have ${amount} ready`,
    /** What the vendor and admin see on the order: the amount to collect. */
    collect: (amount: string) => `Pay on delivery: collect ${amount}`,
    placedNotes: 'Your order has been received. You pay when it is delivered: cash, POS or transfer at the door.',
    deliveredAndPaid: 'Delivered and paid',
    deliveredAndPaidNotes: 'Delivered, and paid at the door',
    refusedAtDoor: 'Refused at the door',
    confirmRefused: 'Did the customer refuse this order at the door?',
    notPayOnDelivery: 'Only orders paid on delivery are delivered and paid at the door',
    storeSaved: 'Store settings saved',
    capSaved: 'Pay on delivery limit saved',
    /** A return accepted on an order paid at the door: no provider holds the money (decision 0021). */
    returnRefundNotes: (amount: string) =>
      `You paid at the door, so the seller pays you back ${amount} directly (cash or bank transfer)`,
  },
  paymentIssues: {
    notFound: 'Payment issue not found',
    alreadyResolved: 'This issue has already been resolved',
    resolved: 'Issue marked as resolved',
    noteRequired: 'Write a note saying how this was resolved',
    refundQueued: 'Refund requested from the provider',
    nothingToRefund: 'This payment has no money to refund',
    retried: 'Checked again with the provider',
    refundUnderWay: 'A refund of this payment is already on its way',
    refundNotHeld: 'Only a refund the provider holds for the customer’s account can be retried with it',
    refundRetryUnderWay: 'This refund is already being retried',
    refundRetried: 'Refund sent on to the customer’s account',
    refundRetryRefused: (words: string) => `The provider did not take the account: ${words}`,
    refundResent: 'Refund sent to the provider again',
    notRefused: 'Only a refund the provider refused can be sent again or marked refunded by hand',
    markedRefundedByHand: 'Refund recorded as paid back by hand',
    accountNumberInvalid: 'Enter the customer’s 10-digit account number',
    bankRequired: 'Choose the customer’s bank',
    refundFailedDetail: (providerStatus: string) =>
      `The provider did not return the refund (${providerStatus}). The money is back with the merchant; the customer has not been paid back.`,
    refundNeedsAttentionDetail:
      'Paystack holds this refund with the money deducted but cannot send it to the card. Type the customer’s bank account to send it on; do not refund again.',
    refundRefusedDetail: (words: string) =>
      `The provider refused the refund: “${words}”. Nothing was deducted. Send it again, or mark it refunded once the customer is paid back another way.`,
    refundSettledNote: (providerStatus: string) => `Settled by the provider: refund ${providerStatus}.`,
    providerUnreachable: 'The provider cannot be reached just now. Try again in a few minutes.',
    accepted: 'Payment accepted: its orders are paid',
    notShortPayment: 'Only an open issue about a payment the provider reported short can be accepted',
    acceptOtherCurrency: (currency: string) =>
      `This payment was made in ${currency}, not in the checkout’s currency, so it cannot be accepted. Refund it instead.`,
    acceptNotPending:
      'This payment is no longer waiting to be accepted: it was already accepted, refunded or cancelled',
  },
  tracking: {
    orderPlaced: 'Order Placed',
    orderPlacedNotes: 'Your order has been received and is being processed',
    cancelled: 'cancelled',
    cancelledByShopper: 'Payment was cancelled, so the order was cancelled',
    expired: 'Payment was not completed in time, so the order was cancelled',
    paymentReceived: 'Payment received',
    paymentReceivedNotes: 'Payment confirmed',
    revived: 'Payment arrived after cancellation; the order has been restored',
    refunded: 'Refunded',
    refundedNotes: 'Your payment has been returned to you',
  },
  returns: {
    notFound: 'Return request not found',
    notDelivered: 'Only a delivered order can be returned',
    noWindow: 'This store pays out at delivery, so its orders cannot be returned through Oja',
    windowClosed: 'The return window for this order has closed',
    alreadyOpen: 'This order already has an open return request',
    alreadyRefunded: 'This order has already been refunded for a return',
    tooMany: 'You cannot return more than you bought',
    unknownItem: 'That item is not part of this order',
    notOpen: 'This return request has already been decided',
    notDeclined: 'Only a declined return request can be escalated',
    notEscalated: 'Only an escalated return request is decided by an admin',
    notAccepted: 'Only an accepted return can be received back',
    alreadyReceived: 'These items were already received back',
    tooManyPhotos: 'Add at most 3 photos',
    photoNotFound: 'Photo not found',
    refundTooLarge: 'The refund cannot be more than the customer paid',
    notPaid: 'This order was not paid through Oja, so it cannot be refunded here',
    trackingOpened: 'Return requested',
    trackingDeclined: 'Return declined',
    trackingEscalated: 'Return escalated',
    trackingAccepted: 'Return accepted',
    trackingRejected: 'Return declined by Oja',
    trackingReceived: 'Returned items received',
  },
  savedItems: {
    full: (max: number) => `Your saved list is full (${max} items). Remove some to save more.`,
  },
  orders: {
    notFound: 'Order not found',
    none: 'No orders yet',
    // A cancelled, paid WhatsApp order: no provider to refund through, so a person pays it back.
    refundDue: 'Refund due — pay the customer back directly',
    markedRefunded: 'Order marked as refunded',
    noRefundDue: 'This order has no refund to settle by hand',
  },
  upload: {
    tooLarge: 'Image must be 5 MB or smaller',
    notAnImage: 'File is not a valid image (PNG, JPG, WebP or GIF)',
    tooManyPixels: 'Image is too large: at most 16 megapixels (for example 4608 × 3456 pixels)',
    tooManyUploads: 'Too many images uploaded. Please wait a few minutes and try again.',
    missing: 'Choose an image to upload',
    hint: 'PNG, JPG up to 5MB',
  },
  http: {
    invalidJson: 'Request body must be valid JSON',
    invalidInput: 'Some fields are invalid',
    /** PostgreSQL cannot store the NUL character, and no person types one. */
    forbiddenCharacter: 'Contains a character that is not allowed',
    notFound: 'Not found',
    internal: 'Something went wrong on our side. Please try again.',
  },
  // Order fulfilment (docs/product.md#order-status).
  fulfilment: {
    updated: 'Order status updated successfully',
    updateFailed: 'Error updating order: {msg}',
    confirmCancel: 'Are you sure you want to cancel this order?',
    statusUpdatedNotes: 'Order status updated to {status}',
    shippedNotes: 'Order has been shipped and is on the way to customer',
    cancelledNotes: 'Order cancelled by vendor',
    illegalMove: 'This order cannot move from {from} to {to}',
    staleMove: 'This order has already changed; refresh to see its current status',
    unpaidCard: 'This card order has not been paid yet. It can be accepted once the payment arrives.',
    markedPaid: 'Order marked as paid',
    noReviews: 'No reviews yet',
  },
  // --- Vendor applications (docs/product.md#vendor-application) ---
  vendorRequests: {
    submitted: 'Vendor upgrade request submitted successfully!',
    submitFailed: (msg: string) => `Error submitting request: ${msg}`,
    approved: 'Vendor request approved',
    rejected: 'Vendor request rejected',
    decideFailed: (msg: string) => `Error handling vendor request: ${msg}`,
    none: 'No vendor requests found',
    approvedNotes: 'Approved by admin',
    rejectedNotes: 'Rejected by admin',
    alreadyPending: 'You already have a vendor request under review',
    alreadyDecided: 'This vendor request has already been decided',
    notFound: 'Vendor request not found',
    onlyCustomers: 'Only customer accounts can apply to become a vendor',
    phoneRequired: phone.required,
    phoneInvalid: phone.invalid,
    bvnRequired: 'BVN is required',
    bvnDigits: 'BVN must contain digits only',
    bvnLength: 'BVN must be exactly 11 digits',
    bankRequired: 'Choose your bank',
    accountNumberRequired: 'Account number is required',
    accountNumberDigits: 'Account number must contain digits only',
    accountNumberLength: 'Account number must be exactly 10 digits',
    accountNameRequired: 'Account holder name is required',
    reasonTooLong: 'Reason must be at most 500 characters',
  },
  // Earnings and cashouts (docs/product.md#cashouts).
  cashouts: {
    invalidAmount: 'Invalid amount',
    // A cashout's ledger rows, in the Earnings tab and its CSV: the debit as its transfer stands, and
    // a failed transfer's money coming back (decision 0018).
    ledgerPaid: 'Cashout paid',
    ledgerOnItsWay: 'Cashout (transfer on its way)',
    ledgerFailed: 'Cashout failed (transfer did not go through)',
    ledgerReturned: 'Cashout failed — returned to your balance',
    submitted: 'Cashout request submitted successfully!',
    submitFailed: (msg: string) => `Error submitting cashout: ${msg}`,
    approved: 'Cashout approved: the bank transfer is on its way',
    rejected: 'Cashout rejected',
    decideFailed: (msg: string) => `Error handling cashout: ${msg}`,
    insufficientBalance: 'Insufficient balance',
    // A balance below zero: commission owed on sales paid on delivery (docs/product.md#cashouts, decision 0016).
    owed: (naira: string) =>
      `You owe ${naira} in commission on sales paid on delivery; it is taken from your next sales.`,
    owedNoCashout: (naira: string) =>
      `You owe ${naira} in commission on sales paid on delivery: nothing can be cashed out until your next sales cover it.`,
    // Commission of pay-on-delivery orders not yet delivered, kept back from cashouts (decision 0019).
    commissionReserved: (reserved: string, available: string) =>
      `${reserved} is kept back for the commission on your pay-on-delivery orders not yet delivered: you can cash out up to ${available} now.`,
    sellerReserved: (reserved: string) =>
      `${reserved} of this seller's balance is kept back for the commission on their pay-on-delivery orders not yet delivered: what is left does not cover this cashout.`,
    // The Earnings tab of a former seller's dashboard (docs/product.md#role-changes).
    formerSellerHeading: 'Your earnings from selling on Oja',
    reserved: (naira: string) =>
      `${naira} is kept back for the commission on your pay-on-delivery orders until they are delivered.`,
    sellerOwes: (naira: string) =>
      `This seller owes ${naira} in commission on sales paid on delivery: nothing can be paid out until their next sales cover it.`,
    none: 'No cashout requests found',
    processedNotes: 'Processed by admin',
    rejectedNotes: 'Rejected by admin',
    notFound: 'Cashout request not found',
    alreadyDecided: 'This cashout request has already been decided',
    // A cashout needs somewhere to be paid.
    bankDetailsMissing:
      'Add your bank details (bank, account number and account holder name) before requesting a cashout.',
    // The seller's bank is from another bank list than the payout provider's (decision 0032).
    bankNotOnPayoutList:
      'This seller must choose their bank again before they can be paid: their bank is not on the payout provider’s list.',
    noBankDetailsToPay:
      'This vendor has no bank details to pay into. Reject the request, or ask them to add their bank details first.',
    // Payouts by bank transfer (docs/product.md#cashouts, decision 0018).
    payoutsNotSetUp:
      'Payouts are not set up: add Paystack or Flutterwave keys to send cashouts to banks, then approve again.',
    transferFailed: 'The bank transfer failed',
    waitingForOtp: (provider: string) =>
      `${provider} is waiting for the one-time password (OTP) it sent to the business phone, to release this transfer`,
    unconfirmed: 'Oja could not confirm whether the provider took this transfer; check its dashboard',
    unreachable: 'The payout provider cannot be reached; Oja tries again every few minutes',
    // Payouts that complete (decision 0018): OTP, funds, stuck transfers.
    abandoned: (provider: string) =>
      `${provider} dropped this transfer: no OTP came within 30 minutes. Nothing was sent. Send it again, or give the money back to the seller.`,
    waitingForFunds: (naira: string) =>
      `The payout balance at the provider is short by ${naira} (fee included). It is sent by itself once the balance covers it, oldest first.`,
    waitingOnMarketplace: 'Waiting for the marketplace to confirm',
    notWaitingForOtp: 'This transfer is not waiting for an OTP',
    otpNotSupported: 'This payout provider does not take OTPs',
    otpNotHeard:
      'The payout provider did not answer. Oja is checking the transfer; try again in a minute if it still waits for an OTP.',
    otpRefused: (words: string) => `The payout provider refused: ${words}`,
    otpSent: 'OTP sent: the transfer is on its way',
    otpResent: 'The payout provider is sending the OTP again',
    notStuck: 'This payout is not waiting for an admin',
    notSentReturned: 'Not sent: the money is back in your balance',
    settledPaid: 'Payout marked paid',
    settledReturned: 'Payout not sent: the money is back in the seller’s balance',
    settledResent: 'Payout sent again',
    automaticNotes: 'Weekly automatic payout',
    scheduleSaved: 'Automatic payouts saved',
    scheduleSaveFailed: (msg: string) => `Could not save automatic payouts: ${msg}`,
    attentionNotFound: 'No failed payout to close here',
  },
  // How long delivered orders' money is held before it can be cashed out (docs/product.md#earnings).
  payoutHolds: {
    storeNotFound: 'Store not found',
    saved: 'Payout hold saved',
    saveFailed: (msg: string) => `Failed to save the payout hold: ${msg}`,
  },
  // The bank account a seller's cashouts are paid to (docs/product.md#bank-details).
  bankDetails: {
    // The payout provider knows no such account at that bank (docs/product.md#bank-details).
    accountNotFound: 'We could not find this account number at that bank. Check both and try again.',
    // The code is not on the bank list of the provider that pays cashouts (decision 0032).
    bankNotOnList: 'Choose your bank from the list',
    findBank: 'Find your bank',
    selectBank: 'Select your bank',
    noBankMatches: 'No bank matches. Try part of its name.',
    banksLoadFailed: 'Could not load the list of banks. Reload the page to try again.',
    // A seller's bank from an older list that could not be matched by name (decision 0032).
    chooseBankAgain:
      'Choose your bank again: our payout provider’s bank list has changed, and cashouts cannot be paid until you do.',
    nameMismatch: 'Name does not match',
    notChecked: 'Not checked',
    passwordRequired: 'Enter your password to confirm the change',
    wrongPassword: 'That password is not correct',
    saved: 'Bank details saved. We have e-mailed you about the change.',
    saveFailed: (msg: string) => `Could not save your bank details: ${msg}`,
  },
  // What the marketplace keeps of each sale (docs/product.md#commission).
  commission: {
    percentInvalid: 'Percent must be between 0 and 100, with at most 2 decimals',
    flatInvalid: 'Flat fee must be an amount of ₦0 or more, in whole kobo',
    floorInvalid: 'Floor must be an amount of ₦0 or more, in whole kobo',
    capInvalid: 'Cap must be an amount of ₦0 or more, in whole kobo',
    floorAboveCap: 'Floor must not be more than the cap',
    categoryNotFound: 'Category not found',
    storeNotFound: 'Store not found',
    overrideNotFound: 'There is no commission override for this',
    defaultSaved: 'Commission default saved',
    overrideSaved: 'Commission override saved',
    overrideRemoved: 'Commission override removed',
    saveFailed: (msg: string) => `Could not save the commission: ${msg}`,
    removeFailed: (msg: string) => `Could not remove the override: ${msg}`,
  },
} as const;
