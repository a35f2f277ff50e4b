import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type Agent, type TestServer } from '../test/harness.ts';
import { factories } from '../test/factories.ts';
import { oweOnDelivery, sellerWithBalance } from '../test/earnings-helpers.ts';
import { pendingVendorRequest } from '../test/vendor-request-helpers.ts';
import { payInSandbox, placeCheckout, twoStoreShop } from '../test/checkout-helpers.ts';
import { deliveredOrder } from '../test/returns-helpers.ts';
import type { AuditEventRow } from '../../shared/schemas/audit.ts';

/**
 * Every admin and money action the app has writes exactly one row of the audit trail (decision
 * 0042): each case acts once as a fresh actor, then reads the trail filtered by that actor and
 * expects one row with the action's kind, subject, and before → after.
 */
type SignedIn = Agent & { userId: string; email: string };

let server: TestServer;
let reader: SignedIn;
beforeAll(async () => {
  server = await startTestServer();
  reader = await server.signedIn('admin');
});
afterAll(async () => {
  await server.close();
});

type Expected = Pick<AuditEventRow, 'kind' | 'subjectType' | 'subjectId'> & { before: unknown; after: unknown };
type Case = { name: string; actorRole?: 'admin' | 'vendor'; act: (actor: SignedIn) => Promise<Expected> };

const ok = async (res: Response, status = 200) => {
  if (res.status !== status) throw new Error(`${res.status} ${await res.text()}`);
  return res.json() as Promise<Record<string, any>>; // eslint-disable-line @typescript-eslint/no-explicit-any
};
const make = () => factories(server.db);
const rate = { percentBp: 750, flatKobo: 0, floorKobo: null, capKobo: null };

const cases: Case[] = [
  {
    name: 'role change',
    act: async (admin) => {
      const user = await server.signedIn('customer');
      await ok(await admin.patch(`/api/admin/users/${user.userId}/role`, { role: 'vendor' }));
      return {
        kind: 'role_changed',
        subjectType: 'user',
        subjectId: user.userId,
        before: { role: 'customer' },
        after: { role: 'vendor', storesDeactivated: 0 },
      };
    },
  },
  {
    name: 'vendor application approved',
    act: async (admin) => {
      const id = await pendingVendorRequest(server.deps);
      await ok(await admin.post(`/api/admin/vendor-requests/${id}/approve`));
      return {
        kind: 'vendor_request_approved',
        subjectType: 'vendor_request',
        subjectId: id,
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'approved' }),
      };
    },
  },
  {
    name: 'vendor application rejected',
    act: async (admin) => {
      const id = await pendingVendorRequest(server.deps);
      await ok(await admin.post(`/api/admin/vendor-requests/${id}/reject`, { reason: 'No documents' }));
      return {
        kind: 'vendor_request_rejected',
        subjectType: 'vendor_request',
        subjectId: id,
        before: { status: 'pending' },
        after: expect.objectContaining({ status: 'rejected', notes: 'No documents' }),
      };
    },
  },
  ...(['approve', 'reject'] as const).map((decision): Case => ({
    name: `cashout ${decision}d`,
    act: async (admin) => {
      const seller = await sellerWithBalance(server, 500_000);
      const { cashout } = await ok(await seller.post('/api/cashouts', { amountKobo: 200_000 }), 201);
      await ok(await admin.post(`/api/admin/cashouts/${cashout.id}/${decision}`));
      return {
        kind: decision === 'approve' ? 'cashout_approved' : 'cashout_rejected',
        subjectType: 'cashout',
        subjectId: cashout.id,
        before: { status: 'pending' },
        after: expect.objectContaining({
          status: decision === 'approve' ? 'processing' : 'rejected',
          amountKobo: 200_000,
        }),
      };
    },
  })),
  {
    name: 'WhatsApp payment marked paid',
    act: async (admin) => {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
        paymentMethod: 'whatsapp',
      });
      const orderId = checkout.orders[0]!.id;
      await ok(await admin.post(`/api/orders/${orderId}/mark-paid`));
      return {
        kind: 'payment_marked_paid',
        subjectType: 'order',
        subjectId: orderId,
        before: { paymentStatus: 'pending' },
        after: { paymentStatus: 'completed' },
      };
    },
  },
  {
    name: 'an order moved by an admin',
    act: async (admin) => {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }]);
      await payInSandbox(shopper, checkout.reference);
      await server.drainJobs();
      const orderId = checkout.orders[0]!.id;
      await ok(await admin.post(`/api/admin/orders/${orderId}/status`, { to: 'confirmed' }));
      return {
        kind: 'order_status_changed',
        subjectType: 'order',
        subjectId: orderId,
        before: { status: 'pending', paymentStatus: 'completed' },
        after: { status: 'confirmed', paymentStatus: 'completed' },
      };
    },
  },
  {
    name: 'a paid order cancelled by its seller (its refund)',
    actorRole: 'vendor',
    act: async (vendor) => {
      const product = await make().product((await make().store(vendor.userId)).id);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(shopper, [{ productId: product.id, quantity: 1 }]);
      await payInSandbox(shopper, checkout.reference);
      await server.drainJobs();
      const orderId = checkout.orders[0]!.id;
      await ok(await vendor.post(`/api/vendor/orders/${orderId}/status`, { to: 'cancelled' }));
      return {
        kind: 'refund_issued',
        subjectType: 'order',
        subjectId: orderId,
        before: { status: 'pending', paymentStatus: 'completed' },
        after: { status: 'cancelled', paymentStatus: 'refund_pending' },
      };
    },
  },
  {
    name: 'refund paid by hand',
    act: async (admin) => {
      const shop = await twoStoreShop(server);
      const shopper = await server.signedIn('customer');
      const checkout = await placeCheckout(shopper, [{ productId: shop.mat.id, quantity: 1 }], {
        paymentMethod: 'whatsapp',
      });
      const orderId = checkout.orders[0]!.id;
      // Marked paid by another admin, so that this actor's only row is the refund.
      await ok(await reader.post(`/api/orders/${orderId}/mark-paid`));
      await ok(await shop.vendor.post(`/api/vendor/orders/${orderId}/status`, { to: 'cancelled' }));
      await server.drainJobs();
      await ok(await admin.post(`/api/admin/orders/${orderId}/mark-refunded`));
      return {
        kind: 'refund_issued',
        subjectType: 'order',
        subjectId: orderId,
        before: { paymentStatus: 'refund_pending' },
        after: { paymentStatus: 'refunded', by: 'hand' },
      };
    },
  },
  ...(['accept', 'decline'] as const).map((decision): Case => ({
    name: `a return ${decision === 'accept' ? 'accepted (a refund)' : 'declined'}, by an admin acting for the store`,
    act: async (admin) => {
      const d = await deliveredOrder(server, reader);
      const { returnId } = await ok(
        await d.buyer.post(`/api/orders/${d.order.id}/return`, {
          items: [{ orderItemId: d.item.id, quantity: 1 }],
          reason: 'damaged',
          comment: 'Cracked',
        }),
        201,
      );
      const body = decision === 'accept' ? { refundKobo: 250_000 } : { reason: 'Not as described by the buyer' };
      await ok(await admin.post(`/api/vendor/returns/${returnId}/${decision}`, body));
      return {
        kind: decision === 'accept' ? 'refund_issued' : 'return_declined',
        subjectType: 'return_request',
        subjectId: returnId,
        before: { status: 'open' },
        after:
          decision === 'accept'
            ? { status: 'accepted', refundKobo: 250_000 }
            : { status: 'declined', reason: 'Not as described by the buyer' },
      };
    },
  })),
  {
    name: 'commission default set',
    act: async (admin) => {
      const before = (await ok(await admin.get('/api/admin/commission'))).platform;
      await ok(await admin.request('PUT', '/api/admin/commission/platform', { ...rate, chargeDeliveryFees: false }));
      return {
        kind: 'commission_default_set',
        subjectType: 'commission_rule',
        subjectId: 'platform',
        before,
        after: { ...rate, chargeDeliveryFees: false },
      };
    },
  },
  {
    name: 'commission override set on a store',
    act: async (admin) => {
      const vendor = await server.signedIn('vendor');
      const store = await make().store(vendor.userId);
      await ok(await admin.request('PUT', `/api/admin/commission/stores/${store.id}`, rate));
      return { kind: 'commission_override_set', subjectType: 'store', subjectId: store.id, before: null, after: rate };
    },
  },
  {
    name: 'commission override removed from a category',
    act: async (admin) => {
      const category = await make().category();
      await ok(await reader.request('PUT', `/api/admin/commission/categories/${category.id}`, rate));
      await ok(await admin.request('DELETE', `/api/admin/commission/categories/${category.id}`));
      return {
        kind: 'commission_override_removed',
        subjectType: 'category',
        subjectId: category.id,
        before: rate,
        after: null,
      };
    },
  },
  {
    name: 'platform payout hold',
    act: async (admin) => {
      const { holdDays } = await ok(await admin.get('/api/admin/payout-holds'));
      await ok(await admin.request('PUT', '/api/admin/payout-holds', { holdDays: holdDays + 1 }));
      return {
        kind: 'payout_hold_set',
        subjectType: 'setting',
        subjectId: 'payout_hold',
        before: { holdDays },
        after: { holdDays: holdDays + 1 },
      };
    },
  },
  {
    name: "a store's payout hold",
    act: async (admin) => {
      const vendor = await server.signedIn('vendor');
      const store = await make().store(vendor.userId);
      await ok(await admin.request('PUT', `/api/admin/payout-holds/stores/${store.id}`, { holdDays: 5 }));
      return {
        kind: 'payout_hold_set',
        subjectType: 'store',
        subjectId: store.id,
        before: { holdDays: null },
        after: { holdDays: 5 },
      };
    },
  },
  {
    name: 'payout schedule',
    act: async (admin) => {
      const { schedule } = await ok(await admin.get('/api/admin/cashouts/schedule'));
      const minimumKobo = schedule.minimumKobo + 100;
      await ok(await admin.request('PUT', '/api/admin/cashouts/schedule', { enabled: false, minimumKobo }));
      return {
        kind: 'payout_schedule_set',
        subjectType: 'setting',
        subjectId: 'payout_schedule',
        before: { enabled: schedule.enabled, minimumKobo: schedule.minimumKobo },
        after: { enabled: false, minimumKobo },
      };
    },
  },
  {
    name: 'coupon credit limit',
    act: async (admin) => {
      const { dailyLimitKobo } = await ok(await admin.get('/api/admin/platform-credit'));
      await ok(
        await admin.request('PUT', '/api/admin/platform-credit/limit', { dailyLimitKobo: dailyLimitKobo + 100 }),
      );
      return {
        kind: 'credit_limit_set',
        subjectType: 'setting',
        subjectId: 'platform_credit_limit',
        before: { dailyLimitKobo },
        after: { dailyLimitKobo: dailyLimitKobo + 100 },
      };
    },
  },
  {
    name: 'pay-on-delivery limit',
    act: async (admin) => {
      const { capKobo } = await ok(await admin.get('/api/admin/pay-on-delivery'));
      await ok(await admin.request('PUT', '/api/admin/pay-on-delivery', { capKobo: capKobo + 100 }));
      return {
        kind: 'pay_on_delivery_limit_set',
        subjectType: 'setting',
        subjectId: 'pay_on_delivery',
        before: { capKobo },
        after: { capKobo: capKobo + 100 },
      };
    },
  },
  {
    name: 'delivery fees',
    act: async (admin) => {
      const before = await ok(await admin.get('/api/admin/delivery-fees'));
      const after = await ok(
        await admin.request('PUT', '/api/admin/delivery-fees', { fees: { Lagos: 175_000 }, defaultFeeKobo: 320_000 }),
      );
      return { kind: 'delivery_fees_changed', subjectType: 'delivery_fees', subjectId: 'all', before, after };
    },
  },
  {
    name: 'platform coupon created',
    act: async (admin) => {
      const code = `AUD${Date.now()}A`;
      const { coupon } = await ok(
        await admin.post('/api/admin/coupons', { code, kind: 'percent', percentBp: 1000, maxUses: 10 }),
        201,
      );
      return {
        kind: 'coupon_created',
        subjectType: 'coupon',
        subjectId: coupon.id,
        before: null,
        after: expect.objectContaining({ code, percentBp: 1000 }),
      };
    },
  },
  {
    name: 'platform coupon turned off',
    act: async (admin) => {
      const code = `AUD${Date.now()}O`;
      const { coupon } = await ok(
        await reader.post('/api/admin/coupons', { code, kind: 'percent', percentBp: 1000, maxUses: 10 }),
        201,
      );
      await ok(await admin.patch(`/api/admin/coupons/${coupon.id}`, { active: false }));
      return {
        kind: 'coupon_active_set',
        subjectType: 'coupon',
        subjectId: coupon.id,
        before: { code, active: true },
        after: { code, active: false },
      };
    },
  },
  {
    name: "a vendor's store coupon created",
    actorRole: 'vendor',
    act: async (vendor) => {
      const store = await make().store(vendor.userId);
      const code = `AUD${Date.now()}V`;
      const { coupon } = await ok(
        await vendor.post(`/api/stores/${store.id}/coupons`, { code, kind: 'percent', percentBp: 500, maxUses: 5 }),
        201,
      );
      return {
        kind: 'coupon_created',
        subjectType: 'coupon',
        subjectId: coupon.id,
        before: null,
        after: expect.objectContaining({ code, percentBp: 500 }),
      };
    },
  },
  {
    name: 'category created',
    act: async (admin) => {
      const data = new FormData();
      const name = `Audited ${Date.now()}`;
      data.append('name', name);
      const { category } = await ok(await admin.post('/api/admin/categories', data), 201);
      return {
        kind: 'category_created',
        subjectType: 'category',
        subjectId: category.id,
        before: null,
        after: { name, slug: category.slug, isActive: true },
      };
    },
  },
  {
    name: 'category deleted',
    act: async (admin) => {
      const category = await make().category();
      await ok(await admin.request('DELETE', `/api/admin/categories/${category.id}`));
      return {
        kind: 'category_deleted',
        subjectType: 'category',
        subjectId: category.id,
        before: { name: category.name, slug: category.slug, isActive: true },
        after: null,
      };
    },
  },
  {
    name: 'store deactivated',
    act: async (admin) => {
      const vendor = await server.signedIn('vendor');
      const store = await make().store(vendor.userId);
      await ok(await admin.patch(`/api/admin/stores/${store.id}`, { isActive: false }));
      return {
        kind: 'store_active_set',
        subjectType: 'store',
        subjectId: store.id,
        before: { name: store.name, isActive: true },
        after: { name: store.name, isActive: false },
      };
    },
  },
  {
    name: 'money collected at the door (a seller marks a pay-on-delivery order Delivered)',
    actorRole: 'vendor',
    act: async (seller) => {
      // The seller's earlier moves (confirmed, processing, shipped) are fulfilment: no row.
      const { order } = await oweOnDelivery(server, seller, 50_000, { deliver: false });
      await ok(await seller.post(`/api/vendor/orders/${order.id}/status`, { to: 'delivered' }));
      return {
        kind: 'payment_marked_paid',
        subjectType: 'order',
        subjectId: order.id,
        before: { status: 'shipped', paymentStatus: 'on_delivery' },
        after: expect.objectContaining({ status: 'delivered' }),
      };
    },
  },
  {
    name: 'product deactivated',
    act: async (admin) => {
      const vendor = await server.signedIn('vendor');
      const product = await make().product((await make().store(vendor.userId)).id);
      await ok(await admin.patch(`/api/admin/products/${product.id}`, { isActive: false }));
      return {
        kind: 'product_active_set',
        subjectType: 'product',
        subjectId: product.id,
        before: { name: product.name, isActive: true },
        after: { name: product.name, isActive: false },
      };
    },
  },
];

describe('each action writes exactly one row', () => {
  it.each(cases)('$name', async ({ actorRole, act }) => {
    const actor = await server.signedIn(actorRole ?? 'admin', { fullName: 'Acting Person' });
    const expected = await act(actor);
    const res = await reader.get(`/api/admin/activity?actorId=${actor.userId}`);
    const { events } = (await res.json()) as { events: AuditEventRow[] };
    expect(events).toHaveLength(1);
    expect(events[0]).toEqual({
      id: expect.any(String),
      actorId: actor.userId,
      actorEmail: actor.email,
      actorName: 'Acting Person',
      ip: actor.ip,
      createdAt: expect.any(String),
      ...expected,
    });
  });
});
