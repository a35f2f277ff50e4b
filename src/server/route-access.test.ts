import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACTORS, routeAccess, type RouteActor } from './route-access.ts';
import { startTestServer, type Agent, type TestServer } from './test/harness.ts';
import { factories } from './test/factories.ts';
import { pngImage } from './test/images.ts';
import { SANDBOX_SECRET } from './test/harness.ts';
import { signSandboxWebhook, SANDBOX_SIGNATURE_HEADER } from './payments/providers/sandbox.ts';
import { pendingVendorRequest } from './test/vendor-request-helpers.ts';
import { creditForOrder } from './ledger/credit-for-order.ts';
import { givePayoutAccount } from './test/earnings-helpers.ts';
import { eq } from 'drizzle-orm';
import { cashoutRequests, commissionRules, coupons, profiles } from './db/schema.ts';

/**
 * Walks the app's own route list and calls every API route as each of the seven actors, checking the
 * outcome against the authorisation table: a route missing from the table fails, and so does any
 * cell whose outcome differs. Each call gets fresh resources, so no cell depends on another.
 */
let server: TestServer;
let make: ReturnType<typeof factories>;
let png: Buffer;
/** A shopper outside the table: places the orders that land in an actor's store. */
let buyer: Awaited<ReturnType<TestServer['signedIn']>>;
const accounts = {} as Record<Exclude<RouteActor, 'guest'>, Awaited<ReturnType<TestServer['signedIn']>>>;
const roleOf = {
  customer: 'customer',
  otherCustomer: 'customer',
  owningVendor: 'vendor',
  otherVendor: 'vendor',
  admin: 'admin',
  // Made a customer below, once they have earned.
  formerSeller: 'vendor',
} as const;

beforeAll(async () => {
  server = await startTestServer();
  make = factories(server.db);
  png = await pngImage(32, 32);
  for (const actor of ACTORS) if (actor !== 'guest') accounts[actor] = await server.signedIn(roleOf[actor]);
  buyer = await server.signedIn('customer');
});
afterAll(async () => {
  await server.close();
});

/**
 * What a call may name: things owned by one actor, made fresh for the call — their store and
 * product, a checkout they placed (payment reference, order), and a WhatsApp order a shopper placed
 * in their store.
 */
type Owned = {
  storeId: string;
  productId: string;
  reference: string;
  orderId: string;
  storeOrderId: string;
  /** A coupon of the store (only for the routes that name one). */
  couponId: string;
};
type Shared = {
  categoryId: string;
  categorySlug: string;
  storeId: string;
  storeSlug: string;
  productId: string;
  userId: string;
  email: string;
  password: string;
  /** A fresh pending vendor request (only for the routes that decide one). */
  vendorRequestId: string;
  /** A platform coupon (only for the routes that name one). */
  platformCouponId: string;
};
type Sample = {
  request: (owned: Owned, shared: Shared) => { path: string; body?: unknown; headers?: Record<string, string> };
  /** The status of an allowed call when it is not a 2xx (a deliberately bad token, say). */
  allowedStatus?: number;
  /** The call ends the caller's session, so it runs on a session of its own. */
  endsSession?: boolean;
  /** The status for someone else's resource of an `own` cell, when it is not 403. */
  foreignStatus?: number;
};

const NO_ISSUE = '00000000-0000-4000-8000-000000000000';
let counter = 0;
const unique = (prefix: string) => `${prefix} ${Date.now()}-${++counter}`;
const form = (fields: Record<string, string>, files: Record<string, Buffer> = {}) => {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const [key, bytes] of Object.entries(files))
    data.append(key, new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `${key}.png`);
  return data;
};

/** A valid request for every route, so that an allowed call succeeds and a refusal can only be authorisation. */
const samples: Record<string, Sample> = {
  'GET /api/auth/session': { request: () => ({ path: '/api/auth/session' }) },
  'POST /api/auth/sign-up': {
    request: () => ({
      path: '/api/auth/sign-up',
      body: { fullName: 'New Person', email: `${unique('new').replace(/\W/g, '')}@example.ng`, password: 'abcdef' },
    }),
  },
  'POST /api/auth/sign-in': {
    request: (_, s) => ({ path: '/api/auth/sign-in', body: { email: s.email, password: s.password } }),
  },
  'POST /api/auth/sign-out': { request: () => ({ path: '/api/auth/sign-out' }), endsSession: true },
  'POST /api/auth/request-reset': {
    request: (_, s) => ({ path: '/api/auth/request-reset', body: { email: s.email } }),
  },
  'POST /api/auth/reset-password': {
    request: () => ({ path: '/api/auth/reset-password', body: { token: 'not-a-real-token', password: 'abcdef' } }),
    allowedStatus: 400,
  },
  'GET /api/profile': { request: () => ({ path: '/api/profile' }) },
  'GET /api/banks': { request: () => ({ path: '/api/banks' }) },
  'PATCH /api/profile': { request: () => ({ path: '/api/profile', body: { phone: '08031234567' } }) },
  'POST /api/profile/avatar': { request: () => ({ path: '/api/profile/avatar', body: form({}, { file: png }) }) },
  // Every account here has the harness's password, so each actor confirms with their own.
  'PUT /api/profile/bank-details': {
    request: () => ({
      path: '/api/profile/bank-details',
      body: { currentPassword: 'secret-pass', bankCode: '058', accountNumber: '0123456789', accountName: 'Ada Obi' },
    }),
  },
  'GET /api/catalog/home': { request: () => ({ path: '/api/catalog/home' }) },
  'GET /api/catalog/categories': { request: () => ({ path: '/api/catalog/categories' }) },
  'GET /api/catalog/categories/:slug': { request: (_, s) => ({ path: `/api/catalog/categories/${s.categorySlug}` }) },
  'GET /api/catalog/stores/:slug': { request: (_, s) => ({ path: `/api/catalog/stores/${s.storeSlug}` }) },
  'GET /api/catalog/products/:id': { request: (_, s) => ({ path: `/api/catalog/products/${s.productId}` }) },
  'GET /api/catalog/products/:id/related': {
    request: (_, s) => ({ path: `/api/catalog/products/${s.productId}/related` }),
  },
  'GET /api/catalog/search': { request: () => ({ path: '/api/catalog/search?q=kettle' }) },
  'POST /api/products/:productId/reviews': {
    request: (_, s) => ({ path: `/api/products/${s.productId}/reviews`, body: { rating: 4 } }),
  },
  'GET /api/saved-items': { request: () => ({ path: '/api/saved-items' }) },
  'GET /api/saved-items/ids': { request: () => ({ path: '/api/saved-items/ids' }) },
  'PUT /api/saved-items/:productId': { request: (_, s) => ({ path: `/api/saved-items/${s.productId}` }) },
  'DELETE /api/saved-items/:productId': { request: (_, s) => ({ path: `/api/saved-items/${s.productId}` }) },
  'POST /api/saved-items/merge': {
    request: (_, s) => ({ path: '/api/saved-items/merge', body: { productIds: [s.productId] } }),
  },
  'DELETE /api/products/:productId/reviews': { request: (_, s) => ({ path: `/api/products/${s.productId}/reviews` }) },
  'POST /api/stores': { request: () => ({ path: '/api/stores', body: form({ name: unique('Store') }) }) },
  'GET /api/stores/mine': { request: () => ({ path: '/api/stores/mine' }) },
  'GET /api/stores/:storeId/manage': { request: (o) => ({ path: `/api/stores/${o.storeId}/manage` }) },
  'PATCH /api/stores/:storeId': {
    request: (o) => ({ path: `/api/stores/${o.storeId}`, body: { payOnDelivery: true } }),
  },
  'PUT /api/stores/:storeId/delivery-days': {
    request: (o) => ({
      path: `/api/stores/${o.storeId}/delivery-days`,
      body: { defaultDays: { minDays: 2, maxDays: 5 }, states: { Lagos: { minDays: 1, maxDays: 2 } } },
    }),
  },
  'POST /api/stores/:storeId/products': {
    request: (o) => ({
      path: `/api/stores/${o.storeId}/products`,
      body: form({ name: 'Kettle', priceKobo: '150000', stockQuantity: '3' }),
    }),
  },
  'PATCH /api/products/:productId': {
    request: (o) => ({ path: `/api/products/${o.productId}`, body: { stockQuantity: 4 } }),
  },
  'PUT /api/products/:productId/variants': {
    request: (o) => ({
      path: `/api/products/${o.productId}/variants`,
      body: { options: [{ name: 'Size', values: ['M'] }], variants: [{ values: ['M'], stockQuantity: 2 }] },
    }),
  },
  'DELETE /api/products/:productId': { request: (o) => ({ path: `/api/products/${o.productId}` }) },
  'GET /api/admin/users': { request: () => ({ path: '/api/admin/users' }) },
  'GET /api/admin/users/:id/demotion': { request: (_, s) => ({ path: `/api/admin/users/${s.userId}/demotion` }) },
  'PATCH /api/admin/users/:id/role': {
    request: (_, s) => ({ path: `/api/admin/users/${s.userId}/role`, body: { role: 'customer' } }),
  },
  'GET /api/admin/overview': { request: () => ({ path: '/api/admin/overview' }) },
  'GET /api/admin/categories': { request: () => ({ path: '/api/admin/categories' }) },
  'POST /api/admin/categories': {
    request: () => ({ path: '/api/admin/categories', body: form({ name: unique('Category') }) }),
  },
  'DELETE /api/admin/categories/:id': { request: (_, s) => ({ path: `/api/admin/categories/${s.categoryId}` }) },
  'GET /api/admin/stores': { request: () => ({ path: '/api/admin/stores' }) },
  'PATCH /api/admin/stores/:id': {
    request: (o) => ({ path: `/api/admin/stores/${o.storeId}`, body: { isActive: true } }),
  },
  'GET /api/admin/products': { request: () => ({ path: '/api/admin/products' }) },
  'PATCH /api/admin/products/:id': {
    request: (o) => ({ path: `/api/admin/products/${o.productId}`, body: { isActive: true } }),
  },
  'GET /api/delivery-fees': { request: () => ({ path: '/api/delivery-fees' }) },
  'GET /api/checkout/methods': { request: () => ({ path: '/api/checkout/methods' }) },
  'POST /api/checkout/quote': {
    request: (_, s) => ({ path: '/api/checkout/quote', body: { items: [{ productId: s.productId, quantity: 1 }] } }),
  },
  'POST /api/checkout': {
    request: (_, s) => ({ path: '/api/checkout', body: checkoutBody(s.productId, 'paystack') }),
  },
  'GET /api/payments/open': { request: () => ({ path: '/api/payments/open' }) },
  'GET /api/payments/:reference': { request: (o) => ({ path: `/api/payments/${o.reference}` }), foreignStatus: 404 },
  'POST /api/payments/:reference/verify': {
    request: (o) => ({ path: `/api/payments/${o.reference}/verify`, body: {} }),
    foreignStatus: 404,
  },
  'POST /api/payments/:reference/cancel': {
    request: (o) => ({ path: `/api/payments/${o.reference}/cancel` }),
    foreignStatus: 404,
  },
  'POST /api/payments/sandbox/:reference/pay': {
    request: (o) => ({ path: `/api/payments/sandbox/${o.reference}/pay` }),
    foreignStatus: 404,
  },
  'POST /api/payments/webhooks/:provider': {
    request: (o) => {
      const body = JSON.stringify({ event: 'charge.success', data: { id: 'x', reference: o.reference } });
      return {
        path: '/api/payments/webhooks/sandbox',
        body,
        headers: { [SANDBOX_SIGNATURE_HEADER]: signSandboxWebhook(body, SANDBOX_SECRET) },
      };
    },
  },
  'GET /api/orders': { request: () => ({ path: '/api/orders' }) },
  'GET /api/orders/last-shipping-state': { request: () => ({ path: '/api/orders/last-shipping-state' }) },
  'GET /api/orders/events': { request: () => ({ path: '/api/orders/events' }) },
  'GET /api/orders/:orderId/tracking': {
    request: (o) => ({ path: `/api/orders/${o.orderId}/tracking` }),
    foreignStatus: 404,
  },
  'POST /api/orders/:orderId/mark-paid': {
    request: (o) => ({ path: `/api/orders/${o.storeOrderId}/mark-paid` }),
    foreignStatus: 404,
  },
  // Returns: the sample orders are not delivered, so an allowed opening or escalation is told so;
  // no request has the NO_ISSUE id, so an allowed decision is told it does not exist.
  'GET /api/orders/:orderId/return': {
    request: (o) => ({ path: `/api/orders/${o.orderId}/return` }),
    foreignStatus: 404,
  },
  'POST /api/orders/:orderId/return': {
    request: (o) => ({
      path: `/api/orders/${o.orderId}/return`,
      body: { items: [{ orderItemId: NO_ISSUE, quantity: 1 }], reason: 'damaged' },
    }),
    allowedStatus: 409,
    foreignStatus: 404,
  },
  'POST /api/orders/:orderId/return/escalate': {
    request: (o) => ({ path: `/api/orders/${o.orderId}/return/escalate` }),
    allowedStatus: 409,
    foreignStatus: 404,
  },
  'GET /api/vendor/returns': { request: () => ({ path: '/api/vendor/returns' }) },
  'POST /api/vendor/returns/:returnId/accept': {
    request: () => ({ path: `/api/vendor/returns/${NO_ISSUE}/accept`, body: { refundKobo: 100 } }),
    allowedStatus: 404,
    foreignStatus: 404,
  },
  'POST /api/vendor/returns/:returnId/decline': {
    request: () => ({ path: `/api/vendor/returns/${NO_ISSUE}/decline`, body: { reason: 'Used item' } }),
    allowedStatus: 404,
    foreignStatus: 404,
  },
  'POST /api/vendor/returns/:returnId/received': {
    request: () => ({ path: `/api/vendor/returns/${NO_ISSUE}/received` }),
    allowedStatus: 404,
    foreignStatus: 404,
  },
  'GET /api/admin/returns': { request: () => ({ path: '/api/admin/returns' }) },
  'GET /api/admin/returns/escalated-count': { request: () => ({ path: '/api/admin/returns/escalated-count' }) },
  'GET /api/returns/:returnId/photos/:photoId/:size': {
    request: () => ({ path: `/api/returns/${NO_ISSUE}/photos/0123456789ab-1700000000000/thumb` }),
    allowedStatus: 404,
    foreignStatus: 404,
  },
  'POST /api/admin/returns/:returnId/decide': {
    request: () => ({ path: `/api/admin/returns/${NO_ISSUE}/decide`, body: { decision: 'decline', reason: 'No' } }),
    allowedStatus: 404,
  },
  // Order fulfilment.
  'GET /api/vendor/orders': { request: () => ({ path: '/api/vendor/orders' }) },
  'GET /api/vendor/orders.csv': { request: () => ({ path: '/api/vendor/orders.csv' }) },
  'GET /api/vendor/overview': { request: () => ({ path: '/api/vendor/overview' }) },
  'GET /api/vendor/reviews': { request: () => ({ path: '/api/vendor/reviews' }) },
  'POST /api/vendor/orders/:orderId/status': {
    request: (o) => ({ path: `/api/vendor/orders/${o.storeOrderId}/status`, body: { to: 'confirmed' } }),
    foreignStatus: 404,
  },
  'GET /api/admin/orders': { request: () => ({ path: '/api/admin/orders?status=pending' }) },
  'POST /api/admin/orders/:orderId/status': {
    request: (o) => ({ path: `/api/admin/orders/${o.storeOrderId}/status`, body: { to: 'confirmed' } }),
  },
  // No issue has this id: an admin is let in and told so; everyone else never learns it.
  'GET /api/admin/payment-issues': { request: () => ({ path: '/api/admin/payment-issues' }) },
  'POST /api/admin/payment-issues/:issueId/retry': {
    request: () => ({ path: `/api/admin/payment-issues/${NO_ISSUE}/retry` }),
    allowedStatus: 404,
  },
  'POST /api/admin/payment-issues/:issueId/refund': {
    request: () => ({ path: `/api/admin/payment-issues/${NO_ISSUE}/refund` }),
    allowedStatus: 404,
  },
  'POST /api/admin/payment-issues/:issueId/refund-to-account': {
    request: () => ({
      path: `/api/admin/payment-issues/${NO_ISSUE}/refund-to-account`,
      body: { accountNumber: '0123456789', bankCode: '058' },
    }),
    allowedStatus: 404,
  },
  'POST /api/admin/payment-issues/:issueId/send-refund-again': {
    request: () => ({ path: `/api/admin/payment-issues/${NO_ISSUE}/send-refund-again` }),
    allowedStatus: 404,
  },
  'POST /api/admin/payment-issues/:issueId/mark-refunded': {
    request: () => ({
      path: `/api/admin/payment-issues/${NO_ISSUE}/mark-refunded`,
      body: { note: 'Paid back by hand' },
    }),
    allowedStatus: 404,
  },
  'POST /api/admin/payment-issues/:issueId/accept': {
    request: () => ({ path: `/api/admin/payment-issues/${NO_ISSUE}/accept`, body: { note: 'Short by the bank fee' } }),
    allowedStatus: 404,
  },
  'POST /api/admin/payment-issues/:issueId/resolve': {
    request: () => ({ path: `/api/admin/payment-issues/${NO_ISSUE}/resolve`, body: { note: 'Paid back by hand' } }),
    allowedStatus: 404,
  },
  // The sample order is unpaid, so an admin is let in and told there is no refund to settle.
  'POST /api/admin/orders/:orderId/mark-refunded': {
    request: (o) => ({ path: `/api/admin/orders/${o.storeOrderId}/mark-refunded` }),
    allowedStatus: 409,
  },

  // Vendor applications and delivery-fee editing.
  'POST /api/vendor-requests': {
    request: () => ({
      path: '/api/vendor-requests',
      body: {
        phone: '08031234567',
        bvn: '22212345678',
        bankCode: '058',
        accountNumber: '0123456789',
        accountName: 'Route Tester',
      },
    }),
  },
  'GET /api/vendor-requests/mine': { request: () => ({ path: '/api/vendor-requests/mine' }) },
  'GET /api/admin/vendor-requests': { request: () => ({ path: '/api/admin/vendor-requests' }) },
  'POST /api/admin/vendor-requests/:id/approve': {
    request: (_, s) => ({ path: `/api/admin/vendor-requests/${s.vendorRequestId}/approve` }),
  },
  'POST /api/admin/vendor-requests/:id/reject': {
    request: (_, s) => ({ path: `/api/admin/vendor-requests/${s.vendorRequestId}/reject`, body: {} }),
  },
  'GET /api/admin/delivery-fees': { request: () => ({ path: '/api/admin/delivery-fees' }) },
  'PUT /api/admin/delivery-fees': {
    request: () => ({
      path: '/api/admin/delivery-fees',
      body: { fees: { Lagos: 150_000 }, defaultFeeKobo: 300_000 },
    }),
  },
  'GET /api/admin/pay-on-delivery': { request: () => ({ path: '/api/admin/pay-on-delivery' }) },
  'PUT /api/admin/pay-on-delivery': {
    request: () => ({ path: '/api/admin/pay-on-delivery', body: { capKobo: 10_000_000 } }),
  },

  // Earnings and cashouts: the sellers have a balance and two requests wait (cashoutFixture).
  'GET /api/cashouts': { request: () => ({ path: '/api/cashouts' }) },
  'POST /api/cashouts': { request: () => ({ path: '/api/cashouts', body: { amountKobo: 100 } }) },
  'GET /api/cashouts/earnings': { request: () => ({ path: '/api/cashouts/earnings' }) },
  'GET /api/cashouts/earnings.csv': { request: () => ({ path: '/api/cashouts/earnings.csv' }) },
  'GET /api/admin/cashouts': { request: () => ({ path: '/api/admin/cashouts' }) },
  'POST /api/admin/cashouts/:id/approve': {
    request: () => ({ path: `/api/admin/cashouts/${cashoutFixture.toApprove}/approve` }),
  },
  'GET /api/admin/cashouts/attention': { request: () => ({ path: '/api/admin/cashouts/attention' }) },
  'GET /api/admin/cashouts/schedule': { request: () => ({ path: '/api/admin/cashouts/schedule' }) },
  'PUT /api/admin/cashouts/schedule': {
    request: () => ({ path: '/api/admin/cashouts/schedule', body: { enabled: false, minimumKobo: 500_000 } }),
  },
  // A payout whose transfer failed, for the admin to close with a note (only the admin's call closes it).
  'POST /api/admin/cashouts/:id/close-attention': {
    request: () => ({ path: `/api/admin/cashouts/${cashoutFixture.failed}/close-attention`, body: { note: 'Seen' } }),
  },
  'POST /api/admin/cashouts/:id/reject': {
    request: () => ({ path: `/api/admin/cashouts/${cashoutFixture.toReject}/reject` }),
  },
  // The failed payout waits for no OTP and is not stuck: an admin is let in and told so (409).
  'POST /api/admin/cashouts/:id/transfer/otp': {
    request: () => ({ path: `/api/admin/cashouts/${cashoutFixture.failed}/transfer/otp`, body: { otp: '123456' } }),
    allowedStatus: 409,
  },
  'POST /api/admin/cashouts/:id/transfer/resend-otp': {
    request: () => ({ path: `/api/admin/cashouts/${cashoutFixture.failed}/transfer/resend-otp` }),
    allowedStatus: 409,
  },
  'POST /api/admin/cashouts/:id/transfer/settle': {
    request: () => ({
      path: `/api/admin/cashouts/${cashoutFixture.failed}/transfer/settle`,
      body: { action: 'paid', note: 'Seen on the dashboard' },
    }),
    allowedStatus: 409,
  },

  // Commission: the shared category and store have an override for the removals to remove.
  'GET /api/admin/commission': { request: () => ({ path: '/api/admin/commission' }) },
  'PUT /api/admin/commission/platform': {
    request: () => ({
      path: '/api/admin/commission/platform',
      body: { percentBp: 0, flatKobo: 0, floorKobo: null, capKobo: null, chargeDeliveryFees: false },
    }),
  },
  'PUT /api/admin/commission/categories/:categoryId': {
    request: (_, s) => ({
      path: `/api/admin/commission/categories/${s.categoryId}`,
      body: { percentBp: 500, flatKobo: 0, floorKobo: null, capKobo: null },
    }),
  },
  'DELETE /api/admin/commission/categories/:categoryId': {
    request: (_, s) => ({ path: `/api/admin/commission/categories/${s.categoryId}` }),
  },
  'PUT /api/admin/commission/stores/:storeId': {
    request: (_, s) => ({
      path: `/api/admin/commission/stores/${s.storeId}`,
      body: { percentBp: 500, flatKobo: 0, floorKobo: null, capKobo: null },
    }),
  },
  'DELETE /api/admin/commission/stores/:storeId': {
    request: (_, s) => ({ path: `/api/admin/commission/stores/${s.storeId}` }),
  },
  'GET /api/admin/commission.csv': { request: () => ({ path: '/api/admin/commission.csv' }) },
  // The audit trail (decision 0042).
  'GET /api/admin/activity': { request: () => ({ path: '/api/admin/activity' }) },
  'GET /api/admin/activity.csv': { request: () => ({ path: '/api/admin/activity.csv' }) },
  // Payout holds.
  'GET /api/admin/payout-holds': { request: () => ({ path: '/api/admin/payout-holds' }) },
  'PUT /api/admin/payout-holds': { request: () => ({ path: '/api/admin/payout-holds', body: { holdDays: 0 } }) },
  'PUT /api/admin/payout-holds/stores/:storeId': {
    request: (o) => ({ path: `/api/admin/payout-holds/stores/${o.storeId}`, body: { holdDays: null } }),
  },
  // Held platform-coupon credit: no credit has the NO_ISSUE id, so an allowed decision is told it does not exist.
  'GET /api/admin/platform-credit': { request: () => ({ path: '/api/admin/platform-credit' }) },
  'PUT /api/admin/platform-credit/limit': {
    request: () => ({ path: '/api/admin/platform-credit/limit', body: { dailyLimitKobo: 2_000_000 } }),
  },
  'POST /api/admin/platform-credit/:entryId/release': {
    request: () => ({ path: `/api/admin/platform-credit/${NO_ISSUE}/release` }),
    allowedStatus: 404,
  },
  'POST /api/admin/platform-credit/:entryId/reject': {
    request: () => ({ path: `/api/admin/platform-credit/${NO_ISSUE}/reject`, body: { reason: 'Self-dealing' } }),
    allowedStatus: 404,
  },
  // Coupons.
  'GET /api/admin/coupons': { request: () => ({ path: '/api/admin/coupons' }) },
  'POST /api/admin/coupons': {
    request: () => ({ path: '/api/admin/coupons', body: couponBody() }),
  },
  'PATCH /api/admin/coupons/:couponId': {
    request: (_, s) => ({ path: `/api/admin/coupons/${s.platformCouponId}`, body: { active: false } }),
  },
  'GET /api/stores/:storeId/coupons': { request: (o) => ({ path: `/api/stores/${o.storeId}/coupons` }) },
  'POST /api/stores/:storeId/coupons': {
    request: (o) => ({ path: `/api/stores/${o.storeId}/coupons`, body: couponBody() }),
  },
  'PATCH /api/stores/:storeId/coupons/:couponId': {
    request: (o) => ({ path: `/api/stores/${o.storeId}/coupons/${o.couponId}`, body: { active: false } }),
  },
};

function couponBody() {
  return { code: `RA${Date.now()}${++counter}`, kind: 'percent', percentBp: 1000, maxUses: 10 };
}

async function makeCoupon(storeId: string | null) {
  const [row] = await server.db
    .insert(coupons)
    .values({ code: `FIX${Date.now()}${++counter}`, storeId, kind: 'fixed', amountKobo: 500, maxUses: 10 })
    .returning({ id: coupons.id });
  return row!.id;
}

// Earnings and cashouts: every seller earns ₦10,000 from a delivered order, and the
// owning vendor has two pending requests for the admin to decide (only the admin's call decides).
// The former seller earns too, and is then made a customer.
const cashoutFixture = { toApprove: '', toReject: '', failed: '' };
beforeAll(async () => {
  for (const actor of ['owningVendor', 'otherVendor', 'admin', 'formerSeller'] as const) {
    await givePayoutAccount(server.db, accounts[actor].userId);
    const store = await make.store(accounts[actor].userId);
    const product = await make.product(store.id);
    const placed = await placeCheckout(buyer, product.id, 'whatsapp');
    await creditForOrder(server.db, {
      vendorId: accounts[actor].userId,
      storeId: store.id,
      orderId: placed.orders[0]!.id,
      amountKobo: 1_000_000,
      fallbackHoldDays: 0,
    });
  }
  await server.db.update(profiles).set({ role: 'customer' }).where(eq(profiles.id, accounts.formerSeller.userId));
  const request = async () => {
    const res = await accounts.owningVendor.post('/api/cashouts', { amountKobo: 10_000 });
    if (res.status !== 201) throw new Error(`cashout request failed: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { cashout: { id: string } }).cashout.id;
  };
  cashoutFixture.toApprove = await request();
  cashoutFixture.toReject = await request();
  const [failed] = await server.db
    .insert(cashoutRequests)
    .values({ vendorId: accounts.otherVendor.userId, amountKobo: 5_000, status: 'failed', failureReason: 'Declined' })
    .returning({ id: cashoutRequests.id });
  cashoutFixture.failed = failed!.id;
});

function checkoutBody(productId: string, paymentMethod: 'paystack' | 'whatsapp') {
  return {
    items: [{ productId, quantity: 1 }],
    shippingAddress: {
      fullName: 'Ngozi Buyer',
      phone: '08031234567',
      address: '1 Marina',
      city: 'Lagos',
      state: 'Lagos',
    },
    paymentMethod,
  };
}

/** Places a checkout through the API as `agent`, for a product sold by a store of its own. */
async function placeCheckout(agent: Agent, productId: string, paymentMethod: 'paystack' | 'whatsapp') {
  const res = await agent.post('/api/checkout', checkoutBody(productId, paymentMethod));
  if (res.status !== 201) throw new Error(`checkout failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as { reference: string; orders: { id: string }[] };
}

/** The API routes the app really serves, as "METHOD /path", from Hono's own route list. */
function servedRoutes(): string[] {
  const routes = server.app.routes
    .filter((route) => route.method !== 'ALL' && route.path.startsWith('/api/') && !route.path.endsWith('*'))
    .map((route) => `${route.method} ${route.path}`);
  return [...new Set(routes)].sort();
}

async function ownedBy(ownerId: string, route = ''): Promise<Owned> {
  const store = await make.store(ownerId);
  const product = await make.product(store.id);
  // Checkouts cost several statements; only the routes about payments and orders need one.
  if (!/\/api\/(payments|orders|vendor\/orders|admin\/orders)\//.test(route)) {
    const couponId = /\/coupons\/:couponId/.test(route) ? await makeCoupon(store.id) : '';
    return { storeId: store.id, productId: product.id, reference: '', orderId: '', storeOrderId: '', couponId };
  }
  const owner = Object.values(accounts).find((a) => a.userId === ownerId)!;
  const elsewhere = await make.product((await make.store(buyer.userId)).id);
  const placed = await placeCheckout(owner, elsewhere.id, 'paystack');
  const storeOrder = await placeCheckout(buyer, product.id, 'whatsapp');
  return {
    storeId: store.id,
    productId: product.id,
    reference: placed.reference,
    orderId: placed.orders[0]!.id,
    storeOrderId: storeOrder.orders[0]!.id,
    couponId: '',
  };
}

async function shared(route = ''): Promise<Shared> {
  const category = await make.category();
  const store = await make.store(accounts.owningVendor.userId);
  const product = await make.product(store.id, { categoryId: category.id });
  const target = accounts.otherCustomer;
  if (/\/commission\//.test(route)) {
    await server.db.insert(commissionRules).values([
      { scope: 'category', categoryId: category.id, percentBp: 250 },
      { scope: 'store', storeId: store.id, percentBp: 250 },
    ]);
  }
  return {
    categoryId: category.id,
    categorySlug: category.slug,
    storeId: store.id,
    storeSlug: store.slug,
    productId: product.id,
    userId: target.userId,
    email: target.email,
    password: target.password,
    vendorRequestId: /vendor-requests\/:id/.test(route) ? await pendingVendorRequest(server.deps) : '',
    platformCouponId: /admin\/coupons\/:couponId/.test(route) ? await makeCoupon(null) : '',
  };
}

/** A client that is the actor (same session cookie) without letting the call change the actor's own client. */
async function clientAs(actor: RouteActor, sample: Sample): Promise<Agent> {
  const client = server.agent();
  if (actor === 'guest') return client;
  if (sample.endsSession) return server.signInAgain(accounts[actor]);
  client.setCookieHeader(accounts[actor].cookieHeader());
  return client;
}

async function call(route: string, actor: RouteActor, owned: Owned): Promise<number> {
  const sample = samples[route]!;
  const [method, _pattern] = route.split(' ');
  const { path, body, headers } = sample.request(owned, await shared(route));
  const res = await (await clientAs(actor, sample)).request(method!, path, body, headers);
  await res.body?.cancel(); // a live stream (order events) would otherwise stay open
  return res.status;
}

describe('the authorisation table', () => {
  it('names every API route the app serves, and only those', () => {
    expect(servedRoutes()).toEqual(Object.keys(routeAccess).sort());
  });

  it('has a valid sample request for every route', () => {
    expect(Object.keys(samples).sort()).toEqual(Object.keys(routeAccess).sort());
  });
});

describe.each(Object.entries(routeAccess))('%s', (route, policy) => {
  const allowed = (route: string) =>
    samples[route]?.allowedStatus ?? expect.toSatisfy((s: number) => s >= 200 && s < 300);
  const refused = (actor: RouteActor) => (actor === 'guest' ? 401 : 403);

  it.each(ACTORS)('as %s', async (actor) => {
    const access = policy[actor];
    const owner = accounts.owningVendor.userId;
    if (access === 'yes') {
      expect(await call(route, actor, await ownedBy(owner, route))).toEqual(allowed(route));
    } else if (access === 'no') {
      expect(await call(route, actor, await ownedBy(owner, route))).toBe(refused(actor));
    } else {
      expect(actor, 'only a signed-in actor can own something').not.toBe('guest');
      expect(await call(route, actor, await ownedBy(owner, route)), "someone else's").toBe(
        samples[route]?.foreignStatus ?? 403,
      );
      expect(
        await call(route, actor, await ownedBy(accounts[actor as Exclude<RouteActor, 'guest'>].userId, route)),
        'their own',
      ).toEqual(allowed(route));
    }
  });
});
