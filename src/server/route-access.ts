/**
 * Who may call each API route: the one authorisation table. Every route of the app must be listed
 * (route-access.test.ts walks the app's route list and calls each route as each actor), so a new
 * route cannot ship without a policy. The API enforces it in two halves: the route's guard checks
 * the role, the use case checks ownership ("own").
 *
 * The seven actors: a guest (signed out); a customer, and another customer; the vendor who owns the
 * resource in the path, and another vendor; an admin; and a former seller — a vendor made a
 * customer, who still has earnings of their own (docs/product.md#role-changes) and still owns a
 * store, which they may no longer manage.
 *   yes  allowed on the resource named in the path, whoever owns it
 *   own  allowed only on the actor's own resource (the test tries both someone else's and their own);
 *        someone else's is a 403, or a 404 where the route hides that it exists (orders, payments)
 *   no   refused: 401 for a guest, 403 for anyone signed in
 */
export const ACTORS = [
  'guest',
  'customer',
  'otherCustomer',
  'owningVendor',
  'otherVendor',
  'admin',
  'formerSeller',
] as const;
export type RouteActor = (typeof ACTORS)[number];
export type Access = 'yes' | 'own' | 'no';
export type Policy = Readonly<Record<RouteActor, Access>>;

const anyone: Policy = {
  guest: 'yes',
  customer: 'yes',
  otherCustomer: 'yes',
  owningVendor: 'yes',
  otherVendor: 'yes',
  admin: 'yes',
  formerSeller: 'yes',
};
const signedIn: Policy = { ...anyone, guest: 'no' };
const sellers: Policy = { ...signedIn, customer: 'no', otherCustomer: 'no', formerSeller: 'no' };
/**
 * One's own earnings, cashouts and payout account: sellers, and a former seller, whose money stays
 * theirs (the server decides by their ledger, not their role); a customer who never sold has none.
 */
const earners: Policy = { ...sellers, formerSeller: 'yes' };
/** A store is managed by its owner only, admins included (docs/product.md#store-management). */
const storeOwner: Policy = { ...sellers, otherVendor: 'own', admin: 'own' };
/**
 * A checkout and its orders: only the shopper who placed it. In the table's terms the owning vendor
 * placed the one in the path; everyone else may only reach their own.
 */
const payer: Policy = {
  guest: 'no',
  customer: 'own',
  otherCustomer: 'own',
  owningVendor: 'yes',
  otherVendor: 'own',
  admin: 'own',
  formerSeller: 'own',
};
const admins: Policy = {
  guest: 'no',
  customer: 'no',
  otherCustomer: 'no',
  owningVendor: 'no',
  otherVendor: 'no',
  admin: 'yes',
  formerSeller: 'no',
};

export const routeAccess: Readonly<Record<string, Policy>> = {
  // Accounts: open to all; the session decides only who is signed in.
  'GET /api/auth/session': anyone,
  'POST /api/auth/sign-up': anyone,
  'POST /api/auth/sign-in': anyone,
  'POST /api/auth/sign-out': anyone,
  'POST /api/auth/request-reset': anyone,
  'POST /api/auth/reset-password': anyone,

  // One's own profile: the path names no one else, so "yes" here means "their own".
  'GET /api/profile': signedIn,
  // The payout provider's bank list, for the bank-details and application forms (decision 0032).
  'GET /api/banks': signedIn,
  'PATCH /api/profile': signedIn,
  'POST /api/profile/avatar': signedIn,
  // The bank account cashouts are paid to; only sellers (and former sellers) have cashouts.
  'PUT /api/profile/bank-details': earners,

  // The public catalog.
  'GET /api/catalog/home': anyone,
  'GET /api/catalog/categories': anyone,
  'GET /api/catalog/categories/:slug': anyone,
  'GET /api/catalog/stores/:slug': anyone,
  'GET /api/catalog/products/:id': anyone,
  'GET /api/catalog/products/:id/related': anyone,
  'GET /api/catalog/search': anyone,
  // Anyone signed in reviews a product, except the vendor who sells it.
  'POST /api/products/:productId/reviews': { ...signedIn, owningVendor: 'no' },
  // A shopper deletes their own review of the product (the caller's review is the one deleted).
  'DELETE /api/products/:productId/reviews': signedIn,

  // Saved items (docs/product.md#saved-items): everyone signed in keeps a list of their own; no path
  // names anyone else's, and a product id names only a row of the caller's.
  'GET /api/saved-items': signedIn,
  'GET /api/saved-items/ids': signedIn,
  'PUT /api/saved-items/:productId': signedIn,
  'DELETE /api/saved-items/:productId': signedIn,
  'POST /api/saved-items/merge': signedIn,

  // Selling.
  'POST /api/stores': sellers,
  'GET /api/stores/mine': sellers,
  'GET /api/stores/:storeId/manage': storeOwner,
  // The store's settings (whether customers may pay at the door): its owner's alone.
  'PATCH /api/stores/:storeId': storeOwner,
  // Its delivery days (docs/product.md#delivery-estimates): its owner's alone, as its settings.
  'PUT /api/stores/:storeId/delivery-days': storeOwner,
  'POST /api/stores/:storeId/products': storeOwner,
  'PATCH /api/products/:productId': storeOwner,
  'PUT /api/products/:productId/variants': storeOwner,
  'DELETE /api/products/:productId': { ...storeOwner, admin: 'yes' },

  // Buying. The quote is public (the cart page refreshes before sign-in); a checkout, its payment
  // and its orders belong to the shopper who placed it, and anyone else is told they do not exist.
  'GET /api/delivery-fees': anyone,
  'GET /api/checkout/methods': anyone,
  'POST /api/checkout/quote': anyone,
  'POST /api/checkout': signedIn,
  'GET /api/payments/open': signedIn,
  'GET /api/payments/:reference': payer,
  'POST /api/payments/:reference/verify': payer,
  'POST /api/payments/:reference/cancel': payer,
  'POST /api/payments/sandbox/:reference/pay': payer,
  // Providers call in signed-out; the signature decides (a forged one is a 401 for everyone).
  'POST /api/payments/webhooks/:provider': anyone,
  'GET /api/orders': signedIn,
  'GET /api/orders/last-shipping-state': signedIn,
  'GET /api/orders/events': signedIn,
  'GET /api/orders/:orderId/tracking': payer,
  // A WhatsApp payment reaches the marketplace's own number, so only an admin can see it arrived.
  'POST /api/orders/:orderId/mark-paid': admins,
  // Returns (docs/product.md#returns): the customer on their own order; the vendor on their own
  // stores' requests (an admin may act as the vendor); an admin decides escalated ones.
  'GET /api/orders/:orderId/return': payer,
  'POST /api/orders/:orderId/return': payer,
  'POST /api/orders/:orderId/return/escalate': payer,
  'GET /api/vendor/returns': sellers,
  'POST /api/vendor/returns/:returnId/accept': { ...sellers, otherVendor: 'own', admin: 'yes' },
  'POST /api/vendor/returns/:returnId/decline': { ...sellers, otherVendor: 'own', admin: 'yes' },
  'POST /api/vendor/returns/:returnId/received': { ...sellers, otherVendor: 'own', admin: 'yes' },
  'GET /api/admin/returns': admins,
  'GET /api/admin/returns/escalated-count': admins,
  'POST /api/admin/returns/:returnId/decide': admins,
  // A request's photos: its customer, the store's owner and admins (returns/return-photos.test.ts
  // tries each, and a stranger of each kind, on a real request).
  'GET /api/returns/:returnId/photos/:photoId/:size': {
    guest: 'no',
    customer: 'own',
    otherCustomer: 'own',
    owningVendor: 'yes',
    otherVendor: 'own',
    admin: 'yes',
    formerSeller: 'own',
  },

  // Oversight.
  'GET /api/admin/users': admins,
  'PATCH /api/admin/users/:id/role': admins,
  'GET /api/admin/users/:id/demotion': admins,
  'GET /api/admin/overview': admins,
  'GET /api/admin/categories': admins,
  'POST /api/admin/categories': admins,
  'DELETE /api/admin/categories/:id': admins,
  'GET /api/admin/stores': admins,
  'PATCH /api/admin/stores/:id': admins,
  'GET /api/admin/products': admins,
  'PATCH /api/admin/products/:id': admins,

  // Order fulfilment. A vendor's lists are of their own stores only (a vendor
  // without orders sees an empty list); an order of another vendor's store does not exist for them.
  'GET /api/vendor/orders': sellers,
  'GET /api/vendor/orders.csv': sellers,
  'GET /api/vendor/overview': sellers,
  'GET /api/vendor/reviews': sellers,
  'POST /api/vendor/orders/:orderId/status': { ...sellers, otherVendor: 'own', admin: 'yes' },
  'GET /api/admin/orders': admins,
  'POST /api/admin/orders/:orderId/status': admins,
  // A cancelled, paid WhatsApp order has no provider to refund through: the operator pays the
  // customer back and says so here.
  'POST /api/admin/orders/:orderId/mark-refunded': admins,
  'GET /api/admin/payment-issues': admins,
  'POST /api/admin/payment-issues/:issueId/retry': admins,
  'POST /api/admin/payment-issues/:issueId/refund': admins,
  'POST /api/admin/payment-issues/:issueId/refund-to-account': admins,
  'POST /api/admin/payment-issues/:issueId/send-refund-again': admins,
  'POST /api/admin/payment-issues/:issueId/mark-refunded': admins,
  'POST /api/admin/payment-issues/:issueId/accept': admins,
  'POST /api/admin/payment-issues/:issueId/resolve': admins,
  // Vendor applications and delivery-fee editing. Only a customer
  // applies; the own-request route names no one else; BVN and bank details reach admins only.
  'POST /api/vendor-requests': { ...signedIn, owningVendor: 'no', otherVendor: 'no', admin: 'no' },
  'GET /api/vendor-requests/mine': signedIn,
  'GET /api/admin/vendor-requests': admins,
  'POST /api/admin/vendor-requests/:id/approve': admins,
  'POST /api/admin/vendor-requests/:id/reject': admins,
  'GET /api/admin/delivery-fees': admins,
  'PUT /api/admin/delivery-fees': admins,
  // The most a customer may pay at the door (docs/product.md#pay-on-delivery).
  'GET /api/admin/pay-on-delivery': admins,
  'PUT /api/admin/pay-on-delivery': admins,
  // Earnings and cashouts: sellers and former sellers see and cash out their own balance (no path
  // names anyone else); only admins see every request and decide.
  'GET /api/cashouts': earners,
  'POST /api/cashouts': earners,
  'GET /api/cashouts/earnings': earners,
  'GET /api/cashouts/earnings.csv': earners,
  'GET /api/admin/cashouts': admins,
  'POST /api/admin/cashouts/:id/approve': admins,
  'POST /api/admin/cashouts/:id/reject': admins,
  'GET /api/admin/cashouts/attention': admins,
  'GET /api/admin/cashouts/schedule': admins,
  'PUT /api/admin/cashouts/schedule': admins,
  'POST /api/admin/cashouts/:id/close-attention': admins,
  'POST /api/admin/cashouts/:id/transfer/otp': admins,
  'POST /api/admin/cashouts/:id/transfer/resend-otp': admins,
  'POST /api/admin/cashouts/:id/transfer/settle': admins,
  // Commission: what the marketplace keeps of each sale is the operator's to set and to see.
  'GET /api/admin/commission': admins,
  'PUT /api/admin/commission/platform': admins,
  'PUT /api/admin/commission/categories/:categoryId': admins,
  'DELETE /api/admin/commission/categories/:categoryId': admins,
  'PUT /api/admin/commission/stores/:storeId': admins,
  'DELETE /api/admin/commission/stores/:storeId': admins,
  'GET /api/admin/commission.csv': admins,
  // The audit trail (decision 0042): read by admins only, and no route changes a row.
  'GET /api/admin/activity': admins,
  'GET /api/admin/activity.csv': admins,
  // How long delivered orders' money is held: admins only.
  'GET /api/admin/payout-holds': admins,
  'PUT /api/admin/payout-holds': admins,
  'PUT /api/admin/payout-holds/stores/:storeId': admins,
  'GET /api/admin/platform-credit': admins,
  'PUT /api/admin/platform-credit/limit': admins,
  'POST /api/admin/platform-credit/:entryId/release': admins,
  'POST /api/admin/platform-credit/:entryId/reject': admins,
  // Coupons (docs/product.md#coupons): platform coupons are admins'; a store's are its owner's
  // alone (a customer cannot make one at all, another vendor cannot touch them).
  'GET /api/admin/coupons': admins,
  'POST /api/admin/coupons': admins,
  'PATCH /api/admin/coupons/:couponId': admins,
  'GET /api/stores/:storeId/coupons': storeOwner,
  'POST /api/stores/:storeId/coupons': storeOwner,
  'PATCH /api/stores/:storeId/coupons/:couponId': storeOwner,
};
