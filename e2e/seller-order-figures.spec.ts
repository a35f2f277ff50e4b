import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { test, expect, usePageAs } from './fixtures.ts';
import { desktop } from './support/viewports.ts';
import { formatNaira } from '../src/shared/money.ts';
import type { Checkout } from '../src/shared/checkout.ts';
import { orderCard, placePaidOrder, shippingAddress, sidewaysScroll } from './support/orders-api.ts';

const shots = process.env.SHOTS_DIR ?? path.join(os.tmpdir(), 'oja-shots');

/** What the seller's ledger holds of one order: the sum of its entries on the Earnings API. */
async function ledgerNet(seller: APIRequestContext, orderId: string) {
  const earnings = (await (await seller.get('/api/cashouts/earnings')).json()) as {
    entries: { orderId: string | null; amountKobo: number }[];
  };
  return earnings.entries.filter((e) => e.orderId === orderId).reduce((sum, e) => sum + e.amountKobo, 0);
}

async function move(seller: APIRequestContext, orderId: string, steps: string[]) {
  for (const to of steps) {
    const moved = await seller.post(`/api/vendor/orders/${orderId}/status`, { data: { to } });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}
const DELIVER = ['confirmed', 'processing', 'shipped', 'delivered'];

/**
 * The seller's order cards read the ledger: after an order with an Oja coupon is
 * delivered, after a return, and after a cancel, the net on the card is what the ledger credited —
 * the Oja coupon's share included, the refund taken off, nothing for a cancelled order.
 */
// One width: this journey is about what happens, not about layout (docs/decisions/0038).
for (const viewport of [desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('a seller’s order cards show the net the ledger credited after an Oja coupon, a return and a cancel', async ({
      page,
      make,
      adminApi,
      asAdmin,
    }) => {
      const shop = await make.vendorWithStore({ fullName: 'Funmi Figures' });
      const lamp = await make.product(shop.api, shop.store.id, { priceKobo: 1_000_000, stockQuantity: 10 });
      const rate = { percentBp: 1000, flatKobo: 0, floorKobo: null, capKobo: null };
      const commission = await adminApi.put(`/api/admin/commission/stores/${shop.store.id}`, { data: rate });
      expect(commission.status(), await commission.text()).toBe(200);
      // A hold of its own, so its delivered orders can be returned through Oja.
      const hold = await adminApi.put(`/api/admin/payout-holds/stores/${shop.store.id}`, { data: { holdDays: 7 } });
      expect(hold.status(), await hold.text()).toBe(200);
      const code = `FIG${randomUUID().slice(0, 6).toUpperCase()}`;
      const coupon = await adminApi.post('/api/admin/coupons', {
        data: { code, kind: 'fixed', amountKobo: 50_000, maxUses: 20 },
      });
      expect(coupon.status(), await coupon.text()).toBe(201);
      const customer = await make.signIn(await make.customer('Ife Figures'));

      // An Oja-coupon order, paid and delivered.
      const placed = await customer.post('/api/checkout', {
        headers: { 'Idempotency-Key': randomUUID() },
        data: {
          items: [{ productId: lamp.id, quantity: 1 }],
          shippingAddress,
          paymentMethod: 'paystack',
          couponCode: code,
        },
      });
      expect(placed.status(), await placed.text()).toBe(201);
      const withCoupon = (await placed.json()) as Checkout;
      const pay = await customer.post(`/api/payments/sandbox/${withCoupon.reference}/pay`, { data: {} });
      const { transactionId } = (await pay.json()) as { transactionId: string };
      await customer.post(`/api/payments/${withCoupon.reference}/verify`, { data: { transactionId } });
      const couponOrder = withCoupon.orders[0]!;
      await move(shop.api, couponOrder.id, DELIVER);

      // An order delivered, then half refunded on a return.
      const returnedOrder = (await placePaidOrder(customer, [{ productId: lamp.id, quantity: 2 }])).orders[0]!;
      await move(shop.api, returnedOrder.id, DELIVER);
      const view = (await (await customer.get(`/api/orders/${returnedOrder.id}/return`)).json()) as {
        items: { orderItemId: string }[];
      };
      const opened = await customer.post(`/api/orders/${returnedOrder.id}/return`, {
        data: { items: [{ orderItemId: view.items[0]!.orderItemId, quantity: 1 }], reason: 'damaged' },
      });
      expect(opened.status(), await opened.text()).toBe(201);
      const { returnId } = (await opened.json()) as { returnId: string };
      const accepted = await shop.api.post(`/api/vendor/returns/${returnId}/accept`, {
        data: { refundKobo: 1_000_000 },
      });
      expect(accepted.status(), await accepted.text()).toBe(200);

      // A paid order the seller cancels.
      const cancelledOrder = (await placePaidOrder(customer, [{ productId: lamp.id, quantity: 1 }])).orders[0]!;
      await move(shop.api, cancelledOrder.id, ['cancelled']);

      await usePageAs(page, shop.api);
      await page.goto('/vendor-dashboard');

      const couponCard = orderCard(page, couponOrder.id);
      const couponNet = await ledgerNet(shop.api, couponOrder.id);
      // What the customer paid (₦10,000 − ₦500 + ₦1,500 delivery), Oja's ₦500 for its coupon, less
      // 10 % commission on the ₦9,500 the lamp sold for.
      expect(couponOrder.totalAmountKobo).toBe(1_100_000);
      expect(couponNet).toBe(1_100_000 + 50_000 - 95_000);
      await expect(couponCard).toContainText(`Net ${formatNaira(couponNet)}`);
      await expect(couponCard).toContainText(`incl. ${formatNaira(50_000)} Oja coupon`);
      await couponCard.getByText('Order details').click();
      await expect(couponCard.getByText('Oja coupon, paid by Oja')).toBeVisible();
      await expect(couponCard.getByRole('definition').filter({ hasText: `+${formatNaira(50_000)}` })).toBeVisible();
      await couponCard.screenshot({ path: `${shots}/figures-coupon-card-${viewport.width}.png` });

      const returnedCard = orderCard(page, returnedOrder.id);
      const returnedNet = await ledgerNet(shop.api, returnedOrder.id);
      await expect(returnedCard).toContainText(`Net ${formatNaira(returnedNet)}`);
      await expect(returnedCard).toContainText(`${formatNaira(1_000_000)} refunded`);
      await returnedCard.screenshot({ path: `${shots}/figures-returned-card-${viewport.width}.png` });

      const cancelledCard = orderCard(page, cancelledOrder.id);
      expect(await ledgerNet(shop.api, cancelledOrder.id)).toBe(0);
      await expect(cancelledCard).toContainText('Nothing earned');
      await expect(cancelledCard).toContainText(`${formatNaira(cancelledOrder.totalAmountKobo)} refunded`);
      await expect(cancelledCard).not.toContainText(/Net ₦/);
      await cancelledCard.screenshot({ path: `${shots}/figures-cancelled-card-${viewport.width}.png` });

      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/figures-vendor-orders-${viewport.width}.png`, fullPage: true });

      // The admin's Commission Earned says why it is below the commission: Oja coupons paid to sellers.
      await asAdmin();
      await page.goto('/admin');
      const overview = (await (await adminApi.get('/api/admin/overview')).json()) as {
        commissionKobo: number;
        commissionTakenKobo: number;
        platformCouponsKobo: number;
      };
      expect(overview.commissionTakenKobo - overview.platformCouponsKobo).toBe(overview.commissionKobo);
      await expect(
        page.getByText(
          `${formatNaira(overview.commissionTakenKobo)} commission less ${formatNaira(overview.platformCouponsKobo)} Oja coupons paid to sellers`,
        ),
      ).toBeVisible();
      expect(await sidewaysScroll(page)).toBe(0);
      await page.screenshot({ path: `${shots}/figures-admin-overview-${viewport.width}.png` });
    });
  });
}
